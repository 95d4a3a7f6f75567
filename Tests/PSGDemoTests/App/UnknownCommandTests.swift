import MVVMC
import PSGDemo
import Testing

/// A line no action reads is the same mistake on every screen, so it gets the same answer: an
/// unknown command, with the code a program reads (`unknownCommand`), not “not available here”.
/// A picker, which reads lines of its own (a filter's number or name), still reads it.
@MainActor
@Suite struct UnknownCommandTests {
  /// The screens a line reaches: the list, a player's page, the top scorers, the comparison.
  nonisolated static let paths: [[String]] = [
    [], ["open 1"], ["scorers"], ["open 1", "compare 2"],
  ]

  @Test(arguments: paths)
  func aLineNoActionReadsIsAnUnknownCommand(path: [String]) async throws {
    let session = await DemoSession.loaded()
    for line in path { try await session.run(line) }
    let error = await #expect(throws: CommandError.self) { try await session.run("frobnicate") }
    #expect(error?.code == "unknownCommand")
    #expect(error?.message == "unknown command “frobnicate”")
  }

  /// A known word the screen does not offer is still “not available here”.
  @Test func aKnownWordTheScreenDoesNotOfferIsNotHere() async throws {
    let session = await DemoSession.loaded()
    try await session.run("open 1")
    let error = await #expect(throws: CommandError.self) { try await session.run("search mba") }
    #expect(error?.code == "notHere")
  }
}
