import Testing

@testable import DemoCommandLine

/// A command hosted by another executable names itself in its errors, help and prompt.
@Suite struct CommandNameTests {
  @Test func theNameComesFromTheExecutablesLastComponent() {
    #expect(CommandName.fromExecutable("/usr/local/bin/boxed-demo") == "boxed-demo")
    #expect(CommandName.fromExecutable("psg-demo") == "psg-demo")
    #expect(CommandName.fromExecutable("") == "psg-demo")
    #expect(CommandName.fromExecutable("/") == "psg-demo")
    // The name is printed on a terminal: controls are made visible, and a long one is cut.
    #expect(CommandName.fromExecutable("evil\u{1B}[2J") == "evil^[[2J")
    #expect(
      CommandName.fromExecutable(String(repeating: "x", count: 10_000)).count
        == CommandName.maximumLength)
  }

  @MainActor @Test func errorsHelpAndPromptSayTheHostsName() {
    CommandName.$current.withValue("boxed-demo") {
      #expect(UsageError(.unknownOption("-x")).description.hasSuffix("(see boxed-demo --help)"))
      #expect(CommandName.prompt == "boxed-demo> ")
      let help = DemoHelp.usage(rendererNames: ["plain", "boxed"], width: 80)
      #expect(help.hasPrefix("boxed-demo: the Paris Saint-Germain"))
      #expect(help.contains("  boxed-demo export DIR"))
      #expect(!help.contains("psg-demo"))
      #expect(ExportCommand.usage(width: 80).hasPrefix("boxed-demo export: write the app"))
      let error = #expect(throws: UsageError.self) { try ExportOptions(parsing: []) }
      #expect(error?.message == "export needs a folder: boxed-demo export DIR")
    }
    // The demo itself keeps its name and its short prompt.
    #expect(
      UsageError(.unknownOption("-x")).description == "unknown option “-x” (see psg-demo --help)")
    #expect(CommandName.prompt == "psg> ")
  }

  @Test(arguments: [20, 40, 80])
  func aLongerNameStillWrapsToTheWidth(width: Int) {
    CommandName.$current.withValue("a-much-longer-host-command") {
      let help = DemoHelp.usage(rendererNames: ["plain"], width: width)
      #expect(help.split(separator: "\n").allSatisfy { $0.count <= width })
    }
  }
}
