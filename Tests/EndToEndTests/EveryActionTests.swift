import Foundation
import TestSupport
import Testing

/// Every action of every scene, typed into the JSON stream: each is answered by exactly one
/// line, which answers its `seq` and matches the schema.
///
/// The scenes are walked as the app registers them, as `ActionSurfaceTests` does: a route of
/// every form the app lists (`psg-demo --help`, ROUTES), placeholders filled in as a user would;
/// then every action each of those screens offers (its `actions`), with and without its
/// optional text, plus a blank line and `inspect`, each typed in a run of its own on that
/// screen. Nothing here names a scene or counts actions, so a new scene is walked too.
@Suite(.tags(.process), .skippedInFastLoop) struct EveryActionTests {
  /// The route forms `psg-demo --help` lists under ROUTES: the first word of each entry.
  static func routeForms() async throws -> [String] {
    let help = try await DemoExecutable.run(["--help", "--width", "200"])
    let lines = help.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "ROUTES") else { return [] }
    return lines[(start + 1)...].prefix { !$0.isEmpty }
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  /// `form` with its placeholders filled in as a user would: successive ids name different
  /// players, a page is the second.
  static func route(filling form: String) -> String {
    var ids = ["32", "35"].makeIterator()
    var text = form.replacingOccurrences(of: "NAME", with: "goalkeepers")
      .replacingOccurrences(of: "TEXT", with: "mba").replacingOccurrences(of: "NUMBER", with: "7")
      .replacingOccurrences(of: "page=N", with: "page=2")
      .replacingOccurrences(of: "row=R", with: "row=1")
    while let range = text.range(of: "ID") {
      text.replaceSubrange(range, with: ids.next() ?? "1")
    }
    return text
  }

  /// The lines that type the action whose usage is `usage` (`open N`, `filter [NAME]`,
  /// `1–8 | NAME`): each alternative, an optional text both left out and given.
  static func lines(typing usage: String) -> [String] {
    let values = ["TEXT": "mba", "N": "1", "NAME": "goalkeepers", "ID": "35"]
    return usage.components(separatedBy: " | ").flatMap { alternative -> [String] in
      var without: [String] = []
      var with: [String] = []
      for word in alternative.split(separator: " ").map(String.init) {
        if word.hasPrefix("["), word.hasSuffix("]") {
          with.append(values[String(word.dropFirst().dropLast())] ?? "1")
        } else if let value = values[word] {
          without.append(value)
          with.append(value)
        } else if let range = word.split(separator: "–").first, word.contains("–") {
          without.append(String(range))
          with.append(String(range))
        } else {
          without.append(word)
          with.append(word)
        }
      }
      let lines = [without.joined(separator: " "), with.joined(separator: " ")]
      return lines[0] == lines[1] ? [lines[0]] : lines
    }
  }

  @Test func everyActionOfEverySceneIsAnsweredByOneLineThatMatchesItsSeq() async throws {
    let forms = try await Self.routeForms()
    try #require(forms.count > 5, "no ROUTES in psg-demo --help")
    // One screen for each scene and set of actions.
    var screens: [(route: String, scene: String, actions: [String])] = []
    var lines: [String] = []
    for form in forms {
      let route = Self.route(filling: form)
      let opened = try await DemoExecutable.run(
        ["--renderer", "json", "--rows", "5", "--open", route], input: .pipe(""))
      let stream = try StreamLines(opened.standardOutput)
      // A form filled with values that contradict each other is refused, as it should be.
      guard let first = stream.lines.first, first.kind == "screen" else { continue }
      let scene = try #require(first.scene, "\(route) names no scene")
      let actions = (first.object["actions"] as? [[String: Any]] ?? [])
        .compactMap { $0["command"] as? String }
      guard !screens.contains(where: { $0.scene == scene && $0.actions == actions }) else {
        continue
      }
      screens.append((route, scene, actions))
      lines += stream.lines.map(\.text)
    }
    var answered: Set<String> = []
    for screen in screens {
      for typed in screen.actions.flatMap(Self.lines(typing:)) + ["", "inspect"] {
        let result = try await DemoExecutable.run(
          ["--renderer", "json", "--rows", "5", "--open", screen.route],
          input: .pipe(typed + "\n"))
        let stream = try StreamLines(result.standardOutput)
        let context = "\(typed) on \(screen.route)"
        lines += stream.lines.map(\.text)
        #expect(stream.lines.first?.seq == 0, "\(context)")
        let answers = stream.lines.filter { $0.seq == 1 }
        // Exactly one line answers the command, and says which.
        try #require(answers.count == 1, "\(context): \(result.standardOutput)")
        let answer = answers[0]
        #expect(answer.command == typed, "\(context)")
        #expect(["screen", "error", "end"].contains(answer.kind), "\(context)")
        if answer.kind == "screen" { #expect(answer.scene != nil, "\(context)") }
        if answer.kind == "error" { #expect(answer.code != nil, "\(context)") }
        // Then the end, with the real status; `quit`'s end is its answer.
        let end = try #require(stream.lines.last, "\(context)")
        #expect(end.kind == "end", "\(context)")
        #expect(end.status == Int(result.exitCode), "\(context)")
        #expect(stream.lines.count == (answer.kind == "end" ? 2 : 3), "\(context)")
        answered.insert(answer.scene ?? answer.kind ?? "")
      }
    }
    // The walk reached each kind of screen and the screens commands open.
    #expect(answered.isSuperset(of: ["players", "player", "help", "inspect", "error", "end"]))
    #expect(Set(screens.map(\.scene)).count >= 6, "\(screens.map(\.scene))")
    if ScreenSchema.shouldRun {
      #expect(try ScreenSchema.problems(in: lines, as: "streamLine") == [])
    }
  }
}
