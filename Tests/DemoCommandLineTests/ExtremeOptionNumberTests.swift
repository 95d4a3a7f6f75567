import Testing

@testable import DemoCommandLine

/// Numbers typed as option values at the edges of `Int` and beyond: a clear usage error, never
/// an overflow trap.
@Suite struct ExtremeOptionNumberTests {
  static let extremes = [
    "-9223372036854775808", "9223372036854775807", "-9223372036854775809",
    "9223372036854775808", "0", "-1", String(repeating: "9", count: 400),
    "-" + String(repeating: "9", count: 400),
  ]

  @Test(arguments: extremes)
  func anExtremeWidthOrRowCountIsAUsageError(_ number: String) {
    #expect(throws: UsageError.self) { try DemoOptions(parsing: ["--width", number]) }
    #expect(throws: UsageError.self) { try DemoOptions(parsing: ["--rows=\(number)"]) }
  }
}
