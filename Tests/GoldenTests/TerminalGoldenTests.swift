import ANSIRendering
import PlainTextRendering
import Rendering
import TestSupport
import Testing

/// What every plain and ANSI golden must satisfy, checked in code so that recording a wrong
/// golden cannot hide it: lines fit the width (but for the photo's whole address, on its own
/// line), ANSI writes colours and nothing else but the photo's hyperlink, plain text writes no
/// escape at all, and ANSI without colours is plain text.
@MainActor
@Suite struct TerminalGoldenTests {
  @Test(arguments: GoldenVariant.terminal)
  func noLineIsWiderThanTheWidth(_ variant: GoldenVariant) async throws {
    let screen = try await variant.screen.make()
    let output = variant.render(screen)
    let addresses = screen.blocks.compactMap { block -> String? in
      if case .image(let image) = block { image.url } else { nil }
    }
    let lines = output.removingSGR.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() where !addresses.contains(String(line)) {
      #expect(
        String(line).displayWidth <= variant.width,
        "line \(number + 1) is \(String(line).displayWidth) columns wide: \(line)")
    }
  }

  @Test(arguments: GoldenVariant.terminal.filter { $0.format != .plain })
  func ansiWritesOnlyColourEscapes(_ variant: GoldenVariant) async throws {
    let output = variant.render(try await variant.screen.make())
    let sequences = output.controlSequences
    #expect(!sequences.isEmpty, "a coloured screen has colours")
    let screen = try await variant.screen.make()
    // The photo's address, checked, as a hyperlink opened then closed.
    let links = screen.blocks.compactMap { block -> String? in
      if case .image(let image) = block { image.url.terminalHyperlinkAddress } else { nil }
    }.flatMap { ["\\e]8;;\($0)\\e\\\\", "\\e]8;;\\e\\\\"] }
    let others = sequences.filter { !$0.isVisibleSGR }
    #expect(others == links, "escapes other than SGR and the photo's link: \(others)")
  }

  @Test(arguments: GoldenVariant.terminal.filter { $0.format == .plain })
  func plainTextWritesNoEscape(_ variant: GoldenVariant) async throws {
    let output = variant.render(try await variant.screen.make())
    #expect(output.controlSequences == [])
  }

  @Test(arguments: GoldenVariant.terminal.filter { $0.format == .plain })
  func ansiWithoutColoursIsPlainText(_ variant: GoldenVariant) async throws {
    let screen = try await variant.screen.make()
    let context = RenderContext(width: variant.width, colors: .none, language: .english)
    let ansi = ANSIRenderer().render(screen, in: context)
    let plain = PlainTextRenderer().render(screen, in: context)
    #expect(ansi == plain, "\(LineDiff(expected: plain, actual: ansi))")
  }

  @Test func filtersMarkTheActiveFilterOnly() async throws {
    let variant = GoldenVariant(screen: .filters, format: .plain, width: 80)
    let output = variant.render(try await variant.screen.make())
    let options = output.split(separator: "\n").filter { $0.contains(". ") && $0.count < 30 }
    #expect(
      options == [
        "  1. None", "> 2. Goalkeepers *", "  3. Defenders", "  4. Midfielders", "  5. Forwards",
        "  6. Academy graduates", "  7. By number", "  8. Alphabetical",
      ])
  }

  @Test func hostileTextIsShownVisiblyAndKeepsColumnsAligned() async throws {
    let variant = GoldenVariant(screen: .hostile, format: .plain, width: 80)
    let output = variant.render(try await variant.screen.make())
    let lines = output.split(separator: "\n").map(String.init)
    let rows = [
      "  2    2  Clear^[[2J^[[HSCREEN          Défenseur<U+009B>31m central  Academy",
      "  3    3  Reversed<U+202E>gnp.exe NAME  Milieu^JAttaquant",
      "  8    8  Tab^Iand^Mreturn^?del         Defensive midfielder          Academy",
    ]
    for row in rows {
      #expect(lines.contains(row), "missing row: \(row)\n\(output)")
    }
  }
}

extension String {
  /// Whether the string is one SGR sequence as ``Swift/String/controlSequences`` shows it:
  /// `\e[`, digits and semicolons, `m`.
  fileprivate var isVisibleSGR: Bool {
    guard hasPrefix("\\e["), hasSuffix("m") else { return false }
    let parameters = dropFirst(3).dropLast()
    return parameters.allSatisfy { $0 == ";" || ("0"..."9").contains($0) }
  }
}
