import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File names that are not UTF-8: Linux allows any bytes but `/` and NUL, and such a name must
/// open as the user typed it, and be shown visibly when it does not exist.
///
/// The names are made by `/bin/sh` with `printf`, as a user's shell would pass them.
@Suite(.tags(.process), .skippedInFastLoop) struct RawFileNameTests {
  /// A folder of its own, removed after the test.
  private func withFolder(_ body: (String) async throws -> Void) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-raw-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try await body(folder.path)
  }

  /// Writes `contents` to the file named by `folder`, `/` and the bytes `name`.
  private func createFile(_ contents: String, folder: String, name: [UInt8]) throws {
    let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name
    let descriptor = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
      open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    try #require(descriptor >= 0, "cannot create the file: errno \(errno)")
    defer { close(descriptor) }
    let bytes = Array(contents.utf8)
    #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
  }

  /// Runs `command` with `sh -c` in `folder`, where `$0` is psg-demo.
  private func shell(_ command: String, in folder: String) async throws -> ProcessOutput {
    try await ChildProcess.run(
      "/bin/sh",
      arguments: ["-c", #"cd "$1" && "# + command, try DemoExecutable.path.get(), folder])
  }

  private static let feed = """
    {"players": [{"id": 1, "name": "Zed RAWNAME", "number": 4, "country": "France",
    "size": 180, "weight": 75, "birthDate": "01/02/2000", "position": "Milieu", "goals": 1,
    "matches": 2, "fromPSGformation": true, "imageURL": "https://example.com/z.png"}]}
    """

  @Test func feedWhoseNameIsNotUTF8Opens() async throws {
    try await withFolder { folder in
      try createFile(Self.feed, folder: folder, name: [0xFF] + Array(".json".utf8))
      let result = try await shell(
        #"exec "$0" --renderer plain --data "$(printf '\377.json')" < /dev/null"#, in: folder)
      #expect(result.exitCode == 0, "\(result.standardError)")
      #expect(result.standardOutput.contains("Zed RAWNAME"), "\(result.standardOutput)")
      let inline = try await shell(
        #"exec "$0" --renderer plain "--data=$(printf '\377.json')" < /dev/null"#, in: folder)
      #expect(inline.standardOutput.contains("Zed RAWNAME"), "\(inline.standardError)")
    }
  }

  @Test func missingFeedIsNamedWithItsBytesShown() async throws {
    try await withFolder { folder in
      let result = try await shell(
        #"exec "$0" --renderer plain --data "$(printf 'no\376\033[2J.json')" < /dev/null"#,
        in: folder)
      #expect(result.exitCode == 66)
      #expect(result.errorLines == [#"psg-demo: no\xFE^[[2J.json: no such file"#])
    }
  }

  @Test func scriptWhoseNameIsNotUTF8Runs() async throws {
    try await withFolder { folder in
      let scriptName = Array("tour-".utf8) + [0xE9] + Array(".t".utf8)  // é in Latin-1
      try createFile("search zed\n", folder: folder, name: scriptName)
      try createFile(Self.feed, folder: folder, name: [0xFF] + Array(".json".utf8))
      let result = try await shell(
        #"exec "$0" --renderer plain --data "$(printf '\377.json')" "#
          + #"--script "$(printf 'tour-\351.t')""#, in: folder)
      #expect(result.exitCode == 0, "\(result.standardError)")
      #expect(result.standardOutput.contains("Zed RAWNAME"), "\(result.standardOutput)")
      let missing = try await shell(
        #"exec "$0" --script "$(printf 'gone-\351.t')""#, in: folder)
      #expect(missing.exitCode == 66)
      #expect(missing.errorLines == [#"psg-demo: gone-\xE9.t: no such file"#])
    }
  }
}
