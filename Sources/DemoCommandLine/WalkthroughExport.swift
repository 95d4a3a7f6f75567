import HTMLRendering
import MVVMC
import PSGDemo
import Rendering
import TerminalUI

/// `psg-demo replay FILE --export DIR`: a recording as an HTML walkthrough to share. One page
/// per step, `step-N.html`, shows the step's recorded screen beside the inspector's panel as it
/// was after that step (``/TerminalUI/SessionStep/inspectorScreen(words:steps:)``, with the events
/// of the step and of the ``eventSteps`` - 1 steps before it), under the line that names the
/// step and the key or command that led there, and links to the step before, the step after
/// and `index.html`, which lists every step: its number, command and route.
///
/// Every page is made by `HTMLRenderer` alone (`render(_:beside:in:)` for a step), so every
/// recorded string is escaped as an exported site's is, and the pages share the site's style
/// sheet and script (`HTMLRenderer.sharedFiles`). A recorded screen's links lead to pages of
/// the app that a walkthrough does not hold: they are left out, their text stays. The time a
/// step took is never written, so the same recording exports the same bytes.
///
/// The folder is written as `psg-demo export` writes one (``DirectorySiteFolder``): refused
/// when it holds files (hidden ones aside) unless `force`, locked while written, a file left
/// alone when it holds the same bytes already. Other files stay.
///
/// ```swift
/// let recording = try RecordingReader(path: "run.jsonl")
/// let export = WalkthroughExport(recording: recording, language: .english)
/// let summary = try export.write(to: DirectorySiteFolder(path: "walk"), force: false)
/// summary.pages  // ["index.html", "step-0.html", "step-1.html", …]
/// ```
///
/// - Complexity: O(*n*) in the recording's bytes: each step is read and decoded once, and the
///   memory holds the ``eventSteps`` steps of one panel, one page, and a line of the index a
///   step; the recording itself is at most `RecordingReader.maximumBytes`.
@MainActor
struct WalkthroughExport {
  /// The steps whose events a step's panel lists: that step and the four before it.
  static let eventSteps = 5

  let recording: RecordingReader
  /// The recording's language: the pages' and their words'.
  let language: Language
  let words: CommandLineWords

  init(recording: RecordingReader, language: Language) {
    self.recording = recording
    self.language = language
    self.words = CommandLineWords(language)
  }

  /// What went wrong: the recording could not be read, or the folder not written.
  enum Failure: Error {
    case recording(ReplayProblem)
    case folder(ExportError)
  }

  /// The file of step `seq`: `step-3.html`.
  static func fileName(ofStep seq: Int) -> String {
    destination(ofStep: seq).fileName(extension: HTMLRenderer.fileExtension)
  }

  private static func destination(ofStep seq: Int) -> Destination {
    Destination("step/\(seq)")
  }

  private static let indexDestination = Destination("")

  /// Writes the shared files, a page per step, then the index into `folder`.
  func write(to folder: some SiteFolder, force: Bool) throws(Failure) -> SiteExportSummary {
    let existing: Set<String>
    do throws(ExportError) {
      // As `psg-demo export`: a folder of the user's is not written into by surprise.
      existing = Set(try folder.prepare(force: force))
    } catch {
      throw .folder(error)
    }
    defer { folder.release() }
    let last = recording.lastStep
    let indexName = Self.indexDestination.fileName(extension: HTMLRenderer.fileExtension)
    var summary = SiteExportSummary(
      pages: [indexName] + (0...last).map(Self.fileName(ofStep:)),
      sharedFiles: HTMLRenderer.sharedFiles.map(\.name))
    func update(_ contents: String, _ name: String) throws(Failure) {
      let isNew = !existing.contains(name)
      if !isNew, folder.holds(contents, inFile: name) {
        summary.unchanged += 1
        return
      }
      do throws(ExportError) {
        try folder.write(contents, toFile: name, isNew: isNew)
      } catch {
        throw .folder(error)
      }
      summary.written += 1
    }
    for file in HTMLRenderer.sharedFiles { try update(file.contents, file.name) }

    let renderer = HTMLRenderer(assets: .shared)
    let context = DemoStrings(language).renderContext()
    let inspection = words.fullScreen.inspection
    var recent: [SessionStep] = []
    var indexRows: [Table.Row] = []
    for seq in 0...last {
      let step: SessionStep
      do throws(RecordingProblem) {
        step = try recording.step(seq)
      } catch {
        throw .recording(.recording(error))
      }
      recent.append(step)
      if recent.count > Self.eventSteps { recent.removeFirst() }
      let panel = step.inspectorScreen(words: inspection, steps: recent)
      let page = renderer.render(self.page(of: step, last: last), beside: panel, in: context)
      try update(page, Self.fileName(ofStep: seq))
      indexRows.append(indexRow(of: step))
    }
    try update(renderer.render(index(indexRows), in: context), indexName)
    do throws(ExportError) {
      try folder.flush()
    } catch {
      throw .folder(error)
    }
    return summary
  }

  /// Step `seq`'s screen as a page: the line naming the step and its command first, no link
  /// of the app's, and links to the neighbouring steps and the index.
  private func page(of step: SessionStep, last: Int) -> Screen {
    let walkthrough = words.replay.walkthrough
    var page = step.screen.keepingLinks { _ in false }
    let line = words.replay.stepLine(step.seq, last, step.command)
    page.blocks.insert(.text(line, role: .secondary), at: 0)
    var links: [ScreenAction] = []
    if step.seq > 0 {
      links.append(
        ScreenAction(
          command: "", label: walkthrough.previous,
          destination: Self.destination(ofStep: step.seq - 1)))
    }
    if step.seq < last {
      links.append(
        ScreenAction(
          command: "", label: walkthrough.next,
          destination: Self.destination(ofStep: step.seq + 1)))
    }
    links.append(
      ScreenAction(command: "", label: walkthrough.index, destination: Self.indexDestination))
    page.actions = links
    return page
  }

  /// The index's row of `step`: its number, its command, linked to its page, and its route.
  private func indexRow(of step: SessionStep) -> Table.Row {
    Table.Row(
      [
        Table.Cell(String(step.seq)),
        Table.Cell(step.command ?? words.replay.walkthrough.start, role: .strong),
        Table.Cell(step.route ?? ""),
      ], destination: Self.destination(ofStep: step.seq))
  }

  /// The index page: every step in order.
  private func index(_ rows: [Table.Row]) -> Screen {
    let walkthrough = words.replay.walkthrough
    let table = Table(
      columns: [
        Table.Column(walkthrough.stepColumn, alignment: .trailing),
        Table.Column(walkthrough.commandColumn), Table.Column(walkthrough.routeColumn),
      ], rows: rows)
    return Screen(title: walkthrough.title, blocks: [.table(table)])
  }
}
