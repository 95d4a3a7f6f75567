import Testing

@testable import DemoCommandLine

@Suite struct DisplayModeTests {
  private func mode(
    _ arguments: [String], medium: RendererRegistry.Medium = .terminal, input: Bool = true,
    output: Bool = true
  ) throws -> DisplayMode {
    DisplayMode(
      options: try DemoOptions(parsing: arguments), medium: medium, inputIsTerminal: input,
      outputIsTerminal: output)
  }

  @Test func fullScreenNeedsTwoTerminalsAndATerminalRenderer() throws {
    #expect(try mode([]) == .fullScreen)
    #expect(try mode(["--renderer", "plain"]) == .fullScreen)
    #expect(try mode([], input: false) == .line)
    #expect(try mode([], output: false) == .line)
    #expect(try mode([], medium: .document(frameSeparator: "\n---\n\n")) == .line)
  }

  @Test func scriptsAndTheLineFlagChooseLineMode() throws {
    #expect(try mode(["--line"]) == .line)
    #expect(try mode(["--script", "-"]) == .line)
    #expect(try mode(["--script", "tour.txt"]) == .line)
  }

  @Test func traceOnTheTerminalIsRefusedOnlyInFullScreen() throws {
    let trace = try DemoOptions(parsing: ["--trace"])
    let conflict = try #require(DisplayMode.fullScreen.conflict(with: trace))
    #expect(
      conflict.description
        == "--trace would write over the full-screen app: use --trace-file FILE, or --line "
        + "(see psg-demo --help)")
    #expect(DisplayMode.line.conflict(with: trace) == nil)
    let traceFile = try DemoOptions(parsing: ["--trace-file", "trace.log"])
    #expect(DisplayMode.fullScreen.conflict(with: traceFile) == nil)
  }
}
