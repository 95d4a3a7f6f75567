import Foundation
import TestSupport
import Testing

/// What the user types is cut in a message as a route is: an option value or a file name of
/// 100 KB gives one line of at most 1 KB, and an empty name shows as `“”`.
@Suite(.tags(.process), .skippedInFastLoop) struct MessageLengthTests {
  static let huge = String(repeating: "a", count: 100_000)

  static let commandLines: [[String]] = [
    ["--renderer", huge], ["--lang", huge], ["--width", huge], ["--rows", huge],
    ["--color", huge], ["--data", huge], ["--script", huge], ["--trace-file", "/nowhere/" + huge],
    ["--" + huge], [huge], ["--open", huge], ["export", huge],
    ["export", "site", "--renderer", huge],
    ["export", "site", "--lang", huge], ["export", "site", "--" + huge], ["export", "a", huge],
    ["--data", "http://" + huge + "/"], ["--data", "http://" + huge + "/", "--lang", "fr"],
    ["--script", huge, "--lang", "fr"], ["--lang", "fr", "--width", huge],
  ]

  @Test(arguments: commandLines.indices)
  func aValueOf100KBGivesOneShortLine(index: Int) async throws {
    let arguments = Self.commandLines[index]
    let result = try await DemoExecutable.run(arguments, timeout: 600)
    let shown = arguments.map { String($0.prefix(20)) }
    #expect(result.exitCode != 0, "\(shown)")
    #expect(result.errorLines.count == 1, "\(shown): \(result.standardError.prefix(300))")
    #expect(result.standardError.utf8.count <= 1024, "\(shown): \(result.standardError.utf8.count)")
    #expect(result.standardError.contains("…"), "\(shown): the value is not cut")
  }

  @Test func anEmptyNameShowsAsEmptyQuotes() async throws {
    let script = try await DemoExecutable.run(["--script", ""])
    #expect(script.exitCode == 66)
    #expect(script.errorLines == ["psg-demo: “”: no such file"])
    let site = try await DemoExecutable.run(["export", ""])
    #expect(site.exitCode == 73)
    #expect(site.errorLines.first?.hasPrefix("psg-demo: “”: cannot create the folder") == true)
    let french = try await DemoExecutable.run(["--script", "", "--lang", "fr"])
    #expect(french.errorLines == ["psg-demo: “” : fichier introuvable"])
  }
}
