import ANSIRendering
import HTMLRendering
import JSONRendering
import MarkdownRendering
import PSGDemo
import PlainTextRendering
import PlayerFeed
import Rendering

/// The player list's page with one player whose name is `length` control characters (BEL, ESC,
/// U+0001, the one-byte CSI U+009B and RIGHT-TO-LEFT OVERRIDE U+202E, in turn), in each renderer: sanitising, measuring, cutting and escaping must cost time linear in a name's
/// length, so the longer name's render takes about as many times longer as it is longer (4).
///
/// A name of controls once took seconds, or minutes in JSON: each control's visible form (`^G`),
/// or its JSON escape, was appended to a copy of all the text before it.
@MainActor
struct ControlNameWorkload {
  /// The renderers timed, by the name `psg-demo --renderer` gives them.
  static let renderers: [(name: String, renderer: any Renderer)] = [
    ("plain", PlainTextRenderer()), ("ansi", ANSIRenderer()), ("markdown", MarkdownRenderer()),
    ("html", HTMLRenderer()), ("json", JSONRenderer()),
  ]

  /// The controls the name cycles through.
  static let controls: [Unicode.Scalar] = ["\u{7}", "\u{1B}", "\u{1}", "\u{9B}", "\u{202E}"]

  /// The name lengths, shortest first.
  let lengths: [Int]
  /// The list's scene at each length, in the order of ``lengths``.
  private let scenes: [PlayerListScene]

  init(lengths: [Int]) async {
    self.lengths = lengths
    var scenes: [PlayerListScene] = []
    for length in lengths {
      var player = Squad.paris2021[0]
      player.name = String(String.UnicodeScalarView((0..<length).map { Self.controls[$0 % 5] }))
      let players = [player]
      let viewModel = PlayerListViewModel(pageSize: 20) { players }
      await viewModel.load()
      scenes.append(
        PlayerListScene(viewModel: viewModel, strings: DemoStrings(.english)))
    }
    self.scenes = scenes
  }

  /// One render of the page a sample, at each length in each renderer.
  func cases(sink: Sink) -> [BenchCase] {
    let context = RenderContext(width: 100, colors: .trueColor)
    return Self.renderers.flatMap { name, renderer in
      zip(lengths, scenes).map { length, scene in
        BenchCase(
          key: "control_name_\(name)_\(length)",
          label: "\(name), a name of \(grouped(length)) controls"
        ) {
          timePerOperation(1) {
            sink.total &+= renderer.render(scene.makeScreen(), in: context).utf8.count
          }
        }
      }
    }
  }

  /// Each renderer's longest name against its shortest: linear growth gives their ratio of
  /// lengths (4 for 160,000 and 40,000).
  var ratios: [Ratio] {
    guard let shortest = lengths.first, let longest = lengths.last, longest > shortest else {
      return []
    }
    return Self.renderers.map { name, _ in
      Ratio(
        key: "control_name_\(name)_ratio",
        label: "\(name): \(grouped(longest)) controls / \(grouped(shortest))",
        numerator: "control_name_\(name)_\(longest)",
        denominator: "control_name_\(name)_\(shortest)",
        goal: Double(longest) / Double(shortest) * 1.125)
    }
  }
}
