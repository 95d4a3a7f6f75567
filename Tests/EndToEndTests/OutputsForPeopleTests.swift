import Foundation
import TestSupport
import Testing

/// What `psg-demo` prints for a person, in every renderer: the photo as a terminal hyperlink
/// only for a checked address, and the top scorers as bars.
@Suite(.tags(.process), .skippedInFastLoop) struct OutputsForPeopleTests {
  /// The OSC 8 sequences of `text`: each one's address, empty for a link's end.
  static func hyperlinks(in text: String) -> [String] {
    text.components(separatedBy: "\u{1B}]8;;").dropFirst().map {
      $0.components(separatedBy: "\u{1B}\\")[0]
    }
  }

  @Test func theANSIPhotoIsAHyperlinkToItsAddress() async throws {
    let result = try await DemoExecutable.run([
      "--renderer", "ansi", "--color", "always", "--open", "player/7",
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let address =
      "https://images.psg.media/media/27081/hero_21-22_mbappe.png?center=0.5,0.5&mode=crop"
      + "&width=800&height=800&quality=80"
    #expect(Self.hyperlinks(in: result.standardOutput) == [address, ""])
    #expect(
      result.standardOutput.contains(
        "\u{1B}]8;;\(address)\u{1B}\\\u{1B}[4mOpen the picture\u{1B}[0m\u{1B}]8;;\u{1B}\\"))
    // Without colour, the same address whole on its own line.
    let plain = try await DemoExecutable.run([
      "--renderer", "ansi", "--color", "never", "--width", "40", "--open", "player/7",
    ])
    #expect(plain.standardOutput.split(separator: "\n").contains(Substring(address)))
    #expect(!plain.standardOutput.contains("\u{1B}"))
  }

  /// A feed whose photo addresses hold escape sequences gets no hyperlink, and nothing of the
  /// address acts on the terminal.
  @Test(arguments: [
    "https://images.example.com/\u{1B}]8;;https://evil.example\u{1B}\\x.png",
    "https://images.example.com/x.png\u{1B}[2J\u{1B}[H",
    "https://images.example.com/x.png\u{7}",
    "https://images.example.com/\u{9B}31mx.png",
  ])
  func aPhotoAddressHoldingEscapesGetsNoHyperlink(address: String) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-osc8-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let feed = folder.appendingPathComponent("feed.json")
    let player: [String: Any] = [
      "id": 1, "name": "Keylor NAVAS", "number": 1, "country": "Costa Rica", "size": 185,
      "weight": 80, "birthDate": "16/12/1986", "position": "Gardien de but", "goals": 0,
      "matches": 90, "fromPSGformation": false, "imageURL": address,
    ]
    try JSONSerialization.data(withJSONObject: ["players": [player]]).write(to: feed)
    let result = try await DemoExecutable.run([
      "--renderer", "ansi", "--color", "always", "--data", feed.path, "--open", "player/1",
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(Self.hyperlinks(in: result.standardOutput) == [])
    // Only colours remain: every ESC starts an SGR sequence.
    let sequences = result.standardOutput.components(separatedBy: "\u{1B}").dropFirst()
    #expect(
      sequences.allSatisfy { $0.range(of: #"^\[[0-9;]*m"#, options: .regularExpression) != nil })
    #expect(!result.standardOutput.unicodeScalars.contains { $0 == "\u{7}" || $0 == "\u{9B}" })
  }

  /// `--open scorers` shows bars in every renderer: `#` in plain text, blocks in ANSI and
  /// Markdown, a figure in HTML, the numbers as text in all.
  @Test(arguments: [
    ("plain", "Kylian MBAPPÉ       ######"),
    ("ansi", "\u{1B}[1;31m██████"),
    ("markdown", "| [Kylian MBAPPÉ](player-id-32.md) | 139 | ████████████████████ |"),
    ("html", "<figure class=\"chart\">\n<figcaption>Goals</figcaption>"),
  ])
  func theTopScorersShowBars(renderer: String, bar: String) async throws {
    let result = try await DemoExecutable.run([
      "--renderer", renderer, "--color", renderer == "ansi" ? "always" : "never", "--open",
      "scorers",
    ])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains(bar), "\(result.standardOutput.prefix(1_500))")
    #expect(result.standardOutput.contains("139"))
  }
}
