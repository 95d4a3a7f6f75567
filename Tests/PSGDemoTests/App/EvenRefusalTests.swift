import MVVMC
import Rendering
import Testing

@testable import PSGDemo

/// The same mistake is refused with the same code on every screen, and the details say what
/// was typed: an action of another screen is `notHere` wherever it is typed, a line no action
/// reads keeps the whole line, each route problem of the app has a `reason` of its own, and a
/// command too long says what its count counts.
@MainActor
@Suite struct EvenRefusalTests {
  /// The error `line` is refused with after `before`.
  private func refusal(
    of line: String, after before: [String] = [], language: Language = .english
  ) async throws -> CommandError {
    let session = await DemoSession.loaded(language: language)
    for command in before { _ = try await session.execute(try #require(Command(parsing: command))) }
    let command = try #require(Command(parsing: line))
    do throws(CommandError) {
      _ = try await session.execute(command)
    } catch {
      return error
    }
    Issue.record("\(line) after \(before) was not refused")
    return CommandError("", hint: "")
  }

  @Test(arguments: [Language.english, .french])
  func anActionOfAnotherScreenIsNotHereOnEveryScreen(language: Language) async throws {
    let word = DemoStrings(language).word(Action.Name.compare)
    for before in [[], ["scorers"], ["filter"]] {
      let error = try await refusal(of: "compare 3", after: before, language: language)
      #expect(error.code == "notHere", "after \(before)")
      #expect(error.details["action"] == .text(word), "after \(before)")
    }
    #expect(try await refusal(of: "teammates").code == "notHere")
  }

  @Test func aLineNoActionReadsKeepsTheLineTyped() async throws {
    for before in [[], ["open 1"]] {
      let error = try await refusal(of: "  foo bar  ", after: before)
      #expect(error.code == "unknownCommand")
      #expect(error.details == ["line": .text("foo bar")])
    }
  }

  @Test func eachRouteProblemOfTheAppHasAReasonOfItsOwn() async throws {
    let noPlayer = try await refusal(of: "goto player/id/999")
    #expect(noPlayer.code == "invalidRoute")
    #expect(
      noPlayer.details
        == ["reason": .text("noPlayer"), "id": .number(999), "route": .text("player/id/999")])
    let notAnID = try await refusal(of: "goto player/id/x")
    #expect(notAnID.details["reason"] == .text("notAPlayerID"))
    #expect(notAnID.details["id"] == .text("x"))
    let noOther = try await refusal(of: "compare 999", after: ["open 1"])
    #expect(noOther.code == "invalidRoute")
    #expect(noOther.details == ["reason": .text("noOtherPlayer"), "id": .number(999)])
    let filter = try await refusal(of: "goto players?filter=zzz")
    #expect(filter.details["reason"] == .text("unknownFilter"))
    #expect(filter.details["filter"] == .text("zzz"))
  }

  @Test(arguments: [Language.english, .french])
  func aCommandTooLongSaysItCountsTheCommandsText(language: Language) async throws {
    let text = String(repeating: "a", count: 2_000)
    let error = try await refusal(of: "search " + text, language: language)
    #expect(error.code == "commandTooLong")
    #expect(error.details == ["byteCount": .number(2_000), "maximum": .number(1_024)])
    // The message counts what the details count: the text, not the whole line.
    let counted =
      language == .english
      ? "the command’s text is 2000 bytes" : "le texte de la commande fait 2000"
    #expect(error.message.contains(counted), "\(error.message)")
  }
}
