import Foundation
import PlayerFeed
import TestSupport
import Testing

@Suite struct FeedLoaderTests {
  // MARK: Embedded and files

  @Test func embeddedIsTheDefaultSquad() async throws {
    #expect(try await FeedLoader().load(.embedded) == Squad.paris2021)
  }

  @Test func readsAFile() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("players.json").path
      try Data(
        FeedText.feed(
          FeedText.player(), FeedText.player(["id": "2", "name": #""Sergio RICO""#])
        ).utf8
      )
      .write(to: URL(fileURLWithPath: path))
      let players = try await FeedLoader().load(.file(path))
      #expect(players.map(\.name) == ["Keylor NAVAS", "Sergio RICO"])
    }
  }

  @Test func namesTheFileAsGivenInDecodingErrors() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("broken.json")
      try Data(#"{"players": 3}"#.utf8).write(to: url)
      let error = await loadError(.file(url.path))
      #expect(
        error?.description == #"\#(url.path): field "players" must be an array, found a number"#)
      #expect(error?.exitCode == 65)
    }
  }

  @Test func aMissingFileIsMissingInput() async {
    let error = await loadError(.file("no-such-directory/psgPlayers.json"))
    #expect(error?.description == "no-such-directory/psgPlayers.json: no such file")
    #expect(error?.exitCode == 66)
  }

  @Test func aDirectoryIsMissingInput() async throws {
    try await withTemporaryDirectory { directory in
      let error = await loadError(.file(directory.path))
      #expect(error?.description == "\(directory.path): is a directory, not a file")
      #expect(error?.exitCode == 66)
    }
  }

  @Test func anEmptyFileIsADataError() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("empty.json").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      let error = await loadError(.file(path))
      #expect(error?.description == "\(path): the feed is empty")
      #expect(error?.exitCode == 65)
    }
  }

  @Test func anEndlessFileStopsAtTheSizeLimit() async {
    let error = await loadError(.file("/dev/zero"))
    #expect(error?.description == "/dev/zero: the feed is larger than 16 MiB")
    #expect(error?.exitCode == 65)
  }

  @Test func aFIFOWithNoWriterIsMissingInputInsteadOfAWaitForever() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("feed.fifo").path
      #expect(mkfifo(path, 0o600) == 0)
      let error = await loadError(.file(path), timeout: .seconds(600), deadline: .seconds(600))
      #expect(error?.description == "\(path): a FIFO with no writer: nothing to read")
      #expect(error?.exitCode == 66)
    }
  }

  @Test func aFIFOIsReadFromItsWriter() async throws {
    guard OpenDescriptors.areVisible else { return }
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("feed.fifo").path
      #expect(mkfifo(path, 0o600) == 0)
      let feed = FeedText.feed(FeedText.player())
      // The test is the writer, there before the loader opens the FIFO (opened for reading and
      // writing, which does not wait), with the whole feed in it: the loader never waits for a
      // writer to arrive, however busy the machine.
      let writer = open(path, O_RDWR | O_NONBLOCK)
      try #require(writer >= 0)
      var writerIsOpen = true
      defer { if writerIsOpen { close(writer) } }
      let written = feed.utf8CString.withUnsafeBytes { write(writer, $0.baseAddress, $0.count - 1) }
      #expect(written == feed.utf8.count)
      let load = Task {
        try await FeedLoader(timeout: .seconds(600), deadline: .seconds(600)).load(.file(path))
      }
      // Once the loader has the FIFO open too, the writer leaves: the loader reads to the end.
      #expect(await OpenDescriptors.wait { OpenDescriptors.count(pointingTo: path) >= 2 })
      close(writer)
      writerIsOpen = false
      let players = try await load.value
      #expect(players.map(\.name) == ["Keylor NAVAS"])
    }
  }

  @Test func aSilentPipeEndsAtTheTimeout() async throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    // The writing end stays open and silent: only the timeout ends the read.
    let path = "/proc/self/fd/\(descriptors[0])"
    guard FileManager.default.fileExists(atPath: path) else { return }
    let error = await loadError(.file(path), timeout: .milliseconds(300))
    #expect(error?.message == "no data for 0.3 s")
    #expect(error?.exitCode == 66)
  }

  /// More silent pipes than the threads tasks share: another task still runs while they
  /// wait, so none holds a thread.
  ///
  /// The other task waits for the event itself, each load having its pipe open, then ends the
  /// pipes. The loads' timeout is far longer than any wait, so a pipe ends only when the other
  /// task ends it: were the loads holding every thread, it could not run until they timed out,
  /// and a load would end first.
  @Test func silentPipesHoldNoThreadOfTheTasks() async throws {
    guard OpenDescriptors.areVisible else { return }
    let count = 2 * ProcessInfo.processInfo.activeProcessorCount + 2
    var pipes: [[Int32]] = []
    for _ in 0..<count {
      var descriptors: [Int32] = [0, 0]
      #expect(pipe(&descriptors) == 0)
      pipes.append(descriptors)
    }
    defer { for descriptors in pipes { close(descriptors[0]) } }
    let paths = pipes.map { "/proc/self/fd/\($0[0])" }
    let targets = pipes.compactMap { OpenDescriptors.pipeTarget(of: $0[0]) }
    try #require(targets.count == count)
    let writingEnds = pipes.map { $0[1] }
    let events = EventLog()
    await withTaskGroup(of: Void.self) { group in
      for path in paths {
        group.addTask {
          _ = await loadError(.file(path), timeout: .seconds(600), deadline: .seconds(600))
          await events.append("pipe ended")
        }
      }
      group.addTask {
        // Every load has its pipe open (ours, read and write ends, and the loader's) and waits.
        let allOpen = await OpenDescriptors.wait(seconds: 600) {
          targets.allSatisfy { OpenDescriptors.count(pointingTo: $0) >= 3 }
        }
        await events.append(allOpen ? "other task ran" : "the loads did not open their pipes")
        for descriptor in writingEnds { close(descriptor) }
      }
    }
    #expect(await events.entries.first == "other task ran")
    #expect(await events.entries.count == count + 1)
  }

  @Test func aFileNameThatIsNotUTF8IsSaidSo() async {
    // What the system gives for a name with the byte 0xE9 (Latin-1 "é"): the byte replaced.
    let error = await loadError(.file("caf\u{FFFD}-\(UUID().uuidString).json"))
    #expect(error?.message == "cannot open a file whose name is not UTF-8 text; rename the file")
    #expect(error?.exitCode == 66)
  }

  // MARK: URLs

  @Test func downloadsAFeed() async throws {
    let body = FeedText.feed(
      FeedText.player(), FeedText.player(["id": "2", "position": #""Libéro""#]))
    let server = try LocalHTTPServer(responses: [.ok(body)])
    let players = try await FeedLoader(timeout: .seconds(30)).load(.url(server.url()))
    #expect(players.map(\.position) == [.goalkeeper, .unknown("Libéro")])
  }

  @Test func anHTTPErrorStatusIsUnavailable() async throws {
    let server = try LocalHTTPServer(responses: [.notFound])
    let url = server.url("/missing.json")
    let error = await loadError(.url(url), timeout: .seconds(30))
    #expect(error == FeedError(source: url.absoluteString, problem: .httpStatus(404)))
    #expect(error?.description == "http://127.0.0.1:\(server.port)/missing.json: HTTP 404")
  }

  @Test func aBrokenBodyIsADataErrorNamingTheURL() async throws {
    let server = try LocalHTTPServer(responses: [.ok(#"{"players": [1]}"#)])
    let url = server.url()
    let error = await loadError(.url(url), timeout: .seconds(30))
    #expect(
      error?.description == "\(url.absoluteString): player 1 must be an object, found a number")
    #expect(error?.exitCode == 65)
  }

  @Test func aRefusedConnectionIsUnavailable() async throws {
    let url = URL(string: "http://127.0.0.1:\(try LocalHTTPServer.closedPort())/players.json")!
    let error = await loadError(.url(url), timeout: .seconds(30))
    #expect(
      error == FeedError(source: url.absoluteString, problem: .connectionRefused))
  }

  @Test func aSlowServerTimesOut() async throws {
    // The error proves the timeout fired: a loader that waited would get the feed, 10 s later.
    // No elapsed time is checked, which a busy machine could break.
    var slow = LocalHTTPServer.Response.ok(FeedText.feed())
    slow.delay = .seconds(10)
    let server = try LocalHTTPServer(responses: [slow])
    let error = await loadError(.url(server.url()), timeout: .seconds(1))
    #expect(error?.description == "\(server.url().absoluteString): timed out after 1 s")
    #expect(error?.exitCode == 69)
  }

  @Test func aSilentServerMeetsTheIdleTimeoutBeforeTheDeadline() async throws {
    var slow = LocalHTTPServer.Response.ok(FeedText.feed())
    slow.delay = .seconds(10)
    let server = try LocalHTTPServer(responses: [slow])
    let error = await loadError(.url(server.url()), timeout: .seconds(1), deadline: .seconds(60))
    #expect(error?.message == "timed out after 1 s")
  }

  // MARK: Helpers

  private func loadError(
    _ source: FeedSource, timeout: Duration = .seconds(30), deadline: Duration = .seconds(60)
  ) async -> FeedError? {
    do {
      let players = try await FeedLoader(timeout: timeout, deadline: deadline).load(source)
      Issue.record("expected an error, loaded \(players.count) players")
      return nil
    } catch {
      return error
    }
  }

  private func withTemporaryDirectory(
    _ body: (URL) async throws -> Void
  ) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FeedLoaderTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
  }
}

/// Events in the order they happened, from concurrent tasks.
private actor EventLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }
}
