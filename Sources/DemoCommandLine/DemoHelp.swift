import MVVMC
import PSGDemo
import Rendering

/// The text of `psg-demo --help` and `--version`, in the language `--lang` asks for: its words
/// are ``CommandLineWords``.
enum DemoHelp {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// The usage text laid out to `width` columns: modes, flags, commands, routes and examples,
  /// with `rendererNames` as the renderers `--renderer` accepts, in `language`.
  ///
  /// ```swift
  /// DemoHelp.usage(rendererNames: ["plain", "ansi"], width: 40)  // no line over 40 columns
  /// DemoHelp.usage(rendererNames: ["plain"], language: .french)  // "psg-demo : l’effectif…"
  /// ```
  static func usage(rendererNames: [String], width: Int = 80, language: Language = .english)
    -> String
  {
    usageText(rendererNames: rendererNames, language: language).naming(CommandName.current)
      .text(width: width)
  }

  /// The usage text before it is laid out: the words of ``CommandLineWords`` around the
  /// options' names, and the scenes' commands and routes.
  static func usageText(rendererNames: [String], language: Language = .english) -> UsageText {
    let sections = Sections(words: CommandLineWords(language), strings: DemoStrings(language))
    return UsageText(
      sections.head + [
        .terms(TermList(sections.options(rendererNames: rendererNames))), .blank,
        .heading(sections.help.commandsHeading), sections.commands, .blank,
      ]
        + sections.filters + [.heading(sections.help.routesHeading), sections.routes, .blank]
        + sections.examples)
  }

  /// The help's sections in one language.
  private struct Sections {
    let words: CommandLineWords
    let strings: DemoStrings
    var help: CommandLineWords.Help { words.help }
    var placeholders: CommandLineWords.Placeholders { words.placeholders }

    private func example(_ text: String) -> UsageText.Item {
      .paragraph(text, indent: 2, hanging: 4)
    }

    var head: [UsageText.Item] {
      let name = placeholders.name
      let path = placeholders.path
      let file = placeholders.file
      return [
        .paragraph(help.about),
        .blank,
        .heading(words.usageHeading),
        .synopsis(
          [
            "psg-demo", "[--renderer \(name)]", "[--data \(path)|URL]", "[--script \(file)|-]",
            "[--line | --rpc]", "[--open \(placeholders.route)]", "[--color auto|always|never]",
            "[--width N]", "[--rows N]", "[--lang en|fr]", "[--trace | --trace-file \(file)]",
            "[--record \(file)]",
            "[--help]", "[--version]",
          ], hanging: 11),
        .synopsis(
          ["psg-demo", "export", placeholders.folder, "[\(placeholders.exportOptions)]"],
          hanging: 11),
        .synopsis(
          ["psg-demo", "replay", placeholders.file, "[\(placeholders.replayOptions)]"],
          hanging: 11),
        .blank,
        .paragraph(help.modes),
        .blank,
        .heading(words.optionsHeading),
      ]
    }

    /// The options with what they do, `rendererNames` being the renderers `--renderer`
    /// accepts: `plain, ansi or html`.
    func options(rendererNames: [String]) -> [(term: String, description: String)] {
      let listed =
        rendererNames.count > 1
        ? rendererNames.dropLast().joined(separator: ", ") + " \(help.or) "
          + rendererNames[rendererNames.count - 1]
        : rendererNames.joined()
      let file = placeholders.file
      return [
        ("--renderer \(placeholders.name)", listed + " " + help.rendererDefault),
        ("--data \(placeholders.path)|URL", help.dataOption),
        ("--script \(file)|-", help.scriptOption),
        ("--line", help.lineOption),
        ("--rpc", help.rpcOption),
        ("--open \(placeholders.route)", help.openOption),
        ("--color \(placeholders.when)", help.colorOption),
        ("--width N", help.widthOption),
        ("--rows N", help.rowsOption),
        ("--lang en|fr", help.languageOption),
        ("--trace", help.traceOption),
        ("--trace-file \(file)", help.traceFileOption),
        ("--record \(file)", help.recordOption),
        ("--help, -h", help.helpOption),
        ("--version", help.versionOption),
      ]
    }

    /// Every registered scene's typed actions (``PSGDemo/DemoScenes/actions``) with their
    /// summaries.
    var commands: UsageText.Item {
      .terms(
        TermList(
          DemoScenes.actions.compactMap { action in
            strings.helpUsage(of: action).map {
              TermList.Entry($0, action.summary(strings.language))
            }
          }))
    }

    /// Every registered scene's route forms (``PSGDemo/DemoScenes/routeForms``) with their
    /// summaries; a route is an address, the same in every language, but for its placeholders.
    var routes: UsageText.Item {
      .terms(
        TermList(
          DemoScenes.routeForms.map {
            TermList.Entry(strings.placeholders(in: $0.pattern), $0.summary(strings.language))
          }))
    }

    var filters: [UsageText.Item] {
      [.heading(help.filtersHeading), .paragraph(help.filters, indent: 2), .blank]
    }

    var examples: [UsageText.Item] {
      [.heading(help.examplesHeading)] + help.examples.map(example) + [
        .blank, .heading(help.exitStatusHeading), .paragraph(help.exitStatus, indent: 2),
      ]
    }
  }
}
