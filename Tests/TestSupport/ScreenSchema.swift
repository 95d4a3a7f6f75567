import Foundation
import Testing

/// The JSON Schema of the screen format, `Docs/ScreenFormat.schema.json`, and a validator for
/// it: Python's `jsonschema` (Debian's python3-jsonschema), run as a child process.
///
/// ```swift
/// @Test(.enabled(if: ScreenSchema.shouldRun, "needs python3-jsonschema"))
/// func screensMatchTheSchema() throws {
///   #expect(try ScreenSchema.problems(in: [#"{"version":1}"#]).count == 1)
/// }
/// ```
public enum ScreenSchema {
  /// `Docs/ScreenFormat.schema.json`.
  public static let path = FixtureFiles.packageRoot
    .appendingPathComponent("Docs/ScreenFormat.schema.json")

  /// Whether `python3` is on `PATH` and imports `jsonschema`.
  public static let validatorIsInstalled: Bool = {
    guard let python = ExternalTool.python3.path,
      let result = try? ChildProcess.runBlocking(
        python, arguments: ["-c", "import jsonschema"], timeout: 120)
    else { return false }
    return result.exitCode == 0
  }()

  /// Whether a test that validates against the schema should run: the validator is installed,
  /// or this is CI (where its absence is a failure).
  public static var shouldRun: Bool { TestEnvironment.isCI || validatorIsInstalled }

  /// Checks every document of `lines` (one JSON document a line) against the schema, or
  /// `schema` (such as `Docs/Protocol.schema.json`), after checking the schema itself against
  /// draft 2020-12, and returns one problem for each line that does not match:
  /// `line N: where: what`. Empty when every line matches; records an issue and throws when
  /// the validator is missing.
  ///
  /// - Parameter definition: The name of one of the schema's `$defs` each line must match
  ///   instead of the root, such as `streamLine` for the lines of the JSON stream.
  public static func problems(
    in lines: [String], as definition: String? = nil, schema: URL = path
  ) throws -> [String] {
    let python = try ExternalTool.python3.require()
    guard validatorIsInstalled else {
      Issue.record("python3 cannot import jsonschema; install python3-jsonschema")
      throw ExternalTool.MissingToolError(name: "python3-jsonschema")
    }
    // From a file, not a pipe: every screen of the app together outgrows a pipe's buffer.
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("psg-screens-\(UUID().uuidString).jsonl")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    let result = try ChildProcess.runBlocking(
      python, arguments: ["-c", validator, schema.path] + (definition.map { [$0] } ?? []),
      input: .file(input.path), timeout: 600)
    guard result.exitCode == 0 else {
      throw ValidatorFailure(standardError: result.standardError)
    }
    return result.standardOutput.split(separator: "\n").map(String.init)
  }

  /// The validator failed to run.
  public struct ValidatorFailure: Error, CustomStringConvertible {
    /// What it wrote on standard error.
    public var standardError: String
    public var description: String { "the schema validator failed: \(standardError)" }
  }

  /// Reads the schema, checks it is a valid draft 2020-12 schema, then prints the best error of
  /// each line of standard input that does not match it, or its definition named second.
  private static let validator = """
    import json, sys
    import jsonschema
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    if len(sys.argv) > 2:
        if sys.argv[2] not in schema["$defs"]:
            sys.exit("the schema has no definition " + sys.argv[2])
        schema = dict(schema, **{"$ref": "#/$defs/" + sys.argv[2]})
        for key in ("if", "then", "else", "type"):
            schema.pop(key, None)
    validator = jsonschema.Draft202012Validator(schema)
    for number, line in enumerate(sys.stdin, start=1):
        if not line.strip():
            continue
        error = jsonschema.exceptions.best_match(validator.iter_errors(json.loads(line)))
        if error is not None:
            where = "/".join(str(part) for part in error.absolute_path)
            print("line %d: %s: %s" % (number, where, error.message[:200]))
    """
}
