import MVVMC
import Rendering
import TerminalUI

/// An app for the host's tests: shows a counter and the size, records the keys it got.
@MainActor
final class CountingApp: TerminalApp {
  var count = 0
  var keys: [Key] = []
  var redraw: (@MainActor () -> Void)?
  var extraLine: String?

  func frame(in size: TerminalSize) -> [String] {
    ["count \(count)", "size \(size.columns)x\(size.rows)"] + (extraLine.map { [$0] } ?? [])
  }

  func handle(_ key: Key) -> KeyResponse {
    keys.append(key)
    switch key {
    case .character("j"):
      count += 1
      return .handled
    case .character("n"):
      return .handled  // handled, but nothing changes
    case .character("q"):
      return .quit
    default:
      return .ignored
    }
  }

  func attach(redraw: @escaping @MainActor () -> Void) {
    self.redraw = redraw
  }
}

/// Renders a screen as its title (with the width it was given) and its text blocks.
struct OutlineRenderer: Renderer {
  func render(_ screen: Screen, in context: RenderContext) -> String {
    var lines = ["\(screen.title) [\(context.width)]"]
    if !screen.breadcrumb.isEmpty { lines.append(screen.breadcrumb.joined(separator: " > ")) }
    for block in screen.blocks {
      if case .text(let text, _) = block { lines.append(text) }
      // A table row as its cells, for the inspector's panel.
      if case .table(let table) = block {
        lines += table.rows.map { $0.cells.map(\.text).joined(separator: " ") }
      }
    }
    if !screen.actions.isEmpty {
      lines.append("Commands: " + screen.actions.map(\.command).joined(separator: ", "))
    }
    return lines.map { $0.sanitizedForTerminal.truncated(toWidth: context.width) }
      .joined(separator: "\n") + "\n"
  }
}

/// A list of names with a selected row; Enter opens the selected name.
@MainActor
final class NameListScene: Scene {
  var names: [String]
  var selected = 0
  var isSearching = false
  var open: (String) -> Void = { _ in }

  init(names: [String]) {
    self.names = names
  }

  var title: String { "Names" }

  func makeScreen() -> Screen {
    Screen(
      title: title,
      blocks: names.enumerated().map { index, name in
        .text((index == selected ? "> " : "  ") + name)
      },
      actions: [ScreenAction(command: "open N", label: "Open row N")])
  }

  func handle(_ key: Key) -> KeyResponse {
    if isSearching {
      if key == .escape { isSearching = false }
      return .handled  // typing: every key is text, `q` and `?` included
    }
    switch key {
    case .down, .character("j"):
      selected = min(selected + 1, names.count - 1)
      return .handled
    case .up:
      selected = max(selected - 1, 0)
      return .handled
    case .enter:
      open(names[selected])
      return .handled
    case .character("/"):
      isSearching = true
      return .handled
    default:
      return .ignored
    }
  }

  var keyHints: [KeyHint] {
    [KeyHint(keys: "↑/↓", action: "Move"), KeyHint(keys: "Enter", action: "Open")]
  }
}

/// A clock whose time changes outside any key, and which asks for a redraw.
@MainActor
final class ClockScene: RedrawRequestingScene {
  var requestRedraw: (@MainActor () -> Void)?
  var time = "10:00" {
    didSet { requestRedraw?() }
  }

  var title: String { "Clock" }

  func makeScreen() -> Screen {
    Screen(title: title, blocks: [.text(time)])
  }
}

/// One name; Esc goes back.
@MainActor
final class NameDetailScene: Scene {
  let name: String
  let back: () -> Void

  init(name: String, back: @escaping () -> Void) {
    self.name = name
    self.back = back
  }

  var title: String { name }

  func makeScreen() -> Screen {
    Screen(title: title, blocks: [.text("Details of \(name)")])
  }

  func handle(_ key: Key) -> KeyResponse {
    guard key == .escape else { return .ignored }
    back()
    return .handled
  }

  var keyHints: [KeyHint] { [KeyHint(keys: "Esc", action: "Back")] }
}

/// A navigator showing the list, whose Enter pushes a detail scene.
@MainActor
func makeNamesNavigator(_ names: [String] = ["MESSI", "NEYMAR", "MBAPPÉ"]) -> (
  Navigator, NameListScene
) {
  let navigator = Navigator()
  let list = NameListScene(names: names)
  list.open = { [unowned navigator] name in
    navigator.push(NameDetailScene(name: name) { navigator.back() })
  }
  navigator.push(list)
  return (navigator, list)
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
