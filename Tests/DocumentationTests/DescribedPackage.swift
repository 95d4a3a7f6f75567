import Foundation
import TestSupport

/// The package as the toolchain reads its manifest: the JSON of
/// `swift package describe --type json`, so the tests never parse `Package.swift` themselves.
///
/// ```swift
/// let package = try await DescribedPackage.current.value
/// package.targets.first { $0.name == "PSGDemo" }?.targetDependencies  // ["PlayerFeed", …]
/// ```
struct DescribedPackage: Decodable {
  /// A product: a library, an executable, or another kind the tests do not look at.
  struct Product: Decodable {
    /// The kind of product, one key of an object: `{"library": ["automatic"]}` or
    /// `{"executable": null}`.
    struct Kind: Decodable {
      var library: [String]?
    }

    var name: String
    var type: Kind
    /// The targets the product is built from.
    var targets: [String]

    var isLibrary: Bool { type.library != nil }
  }

  /// A target, with the targets and products it depends on.
  struct Target: Decodable {
    var name: String
    /// `library`, `executable` or `test`.
    var type: String
    /// The folder of its sources, from the package root: `Renderers/ANSI`.
    var path: String
    /// The targets of this package it depends on; absent when there are none.
    var targetDependencies: [String]?
    /// The products of other packages it depends on; absent when there are none.
    var productDependencies: [String]?
  }

  var products: [Product]
  var targets: [Target]

  /// Reads the JSON the toolchain prints.
  init(json: Data) throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    self = try decoder.decode(Self.self, from: json)
  }

  /// This package, described once per test run, without holding a thread while the toolchain
  /// works.
  static let current = Task { try await describe(packageAt: FixtureFiles.packageRoot) }

  /// Runs `swift package describe --type json` on the package at `root`.
  ///
  /// The tests run inside `swift test`, which holds the lock of the package's build folder, so
  /// the description uses a scratch folder of its own: with the default one it would wait for
  /// the lock until the tests end, which is never.
  static func describe(packageAt root: URL) async throws -> DescribedPackage {
    guard let swift = swiftExecutable() else {
      throw DescriptionError(
        "cannot describe the package: `swift` is not on PATH, and the Swift runtime this test "
          + "process loaded is not in a toolchain's usr/lib/swift; put the toolchain's bin "
          + "folder on PATH")
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "psg-describe-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A hang guard only: the toolchain compiles the manifest first, slowly on a busy machine.
    let output = try await ChildProcess.run(
      swift,
      arguments: [
        "package", "--package-path", root.path, "--scratch-path", scratch.path,
        "describe", "--type", "json",
      ],
      timeout: 600)
    guard output.exitCode == 0, !output.timedOut else {
      throw DescriptionError(
        "\(swift) package describe failed (exit \(output.exitCode)"
          + "\(output.timedOut ? ", timed out" : "")):\n\(output.standardError)")
    }
    return try DescribedPackage(json: Data(output.standardOutput.utf8))
  }

  /// The toolchain's `swift`: on `PATH`, or else beside the Swift runtime this process loaded
  /// (`<toolchain>/usr/lib/swift/linux/libswiftCore.so` is next to `<toolchain>/usr/bin/swift`),
  /// since a test process may run with a `PATH` that lacks it.
  static func swiftExecutable() -> String? {
    if let onPath = TestEnvironment.executable(named: "swift") { return onPath }
    // Read to its end: `/proc` files report a size of 0, which a whole-file read trusts.
    guard let file = FileHandle(forReadingAtPath: "/proc/self/maps"),
      let bytes = try? file.readToEnd()
    else { return nil }
    let maps = String(decoding: bytes, as: UTF8.self)
    let runtime = "/lib/swift/linux/libswiftCore.so"
    for line in maps.split(separator: "\n") where line.hasSuffix(runtime) {
      guard let start = line.firstIndex(of: "/") else { continue }
      let swift = String(line[start...].dropLast(runtime.count)) + "/bin/swift"
      if FileManager.default.isExecutableFile(atPath: swift) { return swift }
    }
    return nil
  }

  /// Why the package could not be described, in words a reader of the test log can act on.
  struct DescriptionError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
