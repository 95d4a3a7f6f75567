import Foundation
import Rendering
import TestSupport
import Testing

/// `--renderer json` declares each action: its key, its word, its argument and where it leads,
/// so a program builds a menu without parsing `1–8 | NAME`.
@Suite(.tags(.process), .skippedInFastLoop) struct ActionDeclarationTests {
  static func screens(_ arguments: [String], input: String) async throws -> [Screen] {
    let result = try await DemoExecutable.run(
      ["--renderer", "json"] + arguments, input: .pipe(input))
    return try TypedValueTests.screens(result.standardOutput)
  }

  static func action(_ key: String, in screen: Screen) throws -> ScreenAction {
    try #require(screen.actions.first { $0.key == key }, "no \(key) in \(screen.title)")
  }

  @Test func theListDeclaresEveryActionWithItsArgument() async throws {
    let list = try #require(try await Self.screens([], input: "").first)
    for action in list.actions {
      #expect(action.key != nil, "\(action.command)")
      #expect(action.argument != nil, "\(action.command)")
    }
    #expect(
      try Self.action("open", in: list).argument
        == ScreenAction.Argument(.number, placeholder: "N", minimum: 1, maximum: 35))
    let filter = try Self.action("filter", in: list)
    #expect(filter.argument?.kind == .choice)
    #expect(filter.argument?.isOptional == true)
    #expect(filter.target == filter.destination)
    #expect(try Self.action("search", in: list).argument?.kind == .text)
    #expect(try Self.action("quit", in: list).argument == ScreenAction.Argument(.none))
    // Each choice, typed after the word, is a filter the list takes.
    let choices = try #require(filter.argument?.choices)
    #expect(choices.count == 8)
    let word = try #require(filter.name)
    let filtered = try await Self.screens(
      [], input: choices.map { "\(word) \($0)\n" }.joined())
    #expect(filtered.count == 1 + choices.count)
  }

  @Test func compareAloneOpensThePickerAndCompareIDAComparison() async throws {
    let start = ["--open", "players/player/id/32"]
    let page = try #require(try await Self.screens(start, input: "").first)
    let compare = try Self.action("compare", in: page)
    let target = try #require(compare.target)
    let destination = try #require(compare.destination)
    #expect(target.address == "player/id/32/compare")
    #expect(destination.address == "player/id/32/compare/31")
    #expect(compare.argument?.isOptional == true)
    // Typed alone, the word shows the target; with the id, the destination.
    let word = try #require(compare.name)
    let alone = try await Self.screens(start, input: "\(word)\n")
    #expect(alone.last?.address?.address.hasSuffix(target.address) == true)
    let withID = try await Self.screens(start, input: "\(word) 31\n")
    #expect(withID.last?.address?.address.hasSuffix(destination.address) == true)
  }

  @Test func keysStayAndWordsFollowTheLanguage() async throws {
    let english = try #require(try await Self.screens([], input: "").first)
    let french = try #require(try await Self.screens(["--lang", "fr"], input: "").first)
    #expect(english.actions.map(\.key) == french.actions.map(\.key))
    #expect(english.actions.map(\.argument?.kind) == french.actions.map(\.argument?.kind))
    #expect(try Self.action("search", in: french).name == "chercher")
    #expect(try Self.action("search", in: english).name == "search")
  }

  @Test func aPickerLineHasNoWordAndTakesAName() async throws {
    let picker = try #require(try await Self.screens(["--open", "filters"], input: "").first)
    let choose = try Self.action("choose", in: picker)
    #expect(choose.name == nil)
    #expect(choose.argument?.kind == .choice)
    #expect(choose.argument?.minimum == nil && choose.argument?.maximum == nil)
    #expect(choose.argument?.choices?.first == "none")
    #expect(choose.argument?.choices?.contains("number") == true)
  }
}
