import Testing

@testable import DemoCommandLine

@Suite struct ExportOptionsTests {
  @Test func readsTheFolderAndEveryFlag() throws {
    let options = try ExportOptions(parsing: [
      "--renderer=Markdown", "site", "--force", "--data", "feed.json", "--lang", "fr",
    ])
    #expect(options.folder == "site")
    #expect(options.renderer == "markdown")
    #expect(options.force)
    #expect(options.data == "feed.json")
    #expect(options.language.rawValue == "fr")
    let defaults = try ExportOptions(parsing: ["site"])
    #expect(defaults.renderer == "html" && !defaults.force)
  }

  @Test(arguments: [
    ([String](), "export needs a folder: psg-demo export DIR"),
    (["a", "b"], "export takes one folder, not “b”"),
    (["a", "--rows", "3"], "unknown option “--rows” for export"),
    (["a", "--force=yes"], "unknown option “--force” for export"),
    (["a", "--lang", "de"], "--lang must be en or fr, not “de”"),
    (["a", "--data"], "--data needs a value"),
  ])
  func rejectsBadCommandLines(arguments: [String], message: String) {
    let error = #expect(throws: UsageError.self) { try ExportOptions(parsing: arguments) }
    #expect(error?.message == message)
  }

  @Test func helpNeedsNoFolder() throws {
    #expect(try ExportOptions(parsing: ["--help"]).help)
  }
}
