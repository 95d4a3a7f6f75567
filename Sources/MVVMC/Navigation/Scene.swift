import Rendering

/// One place in the app the user can be: the View of MVVM.
///
/// A scene binds to its view model through ``Dynamic`` closures and turns the view model's
/// values into a `Screen` (from `Rendering`). It never navigates by itself: it tells its coordinator
/// what the user wants, and the coordinator asks the ``Navigator``.
///
/// Two members are required, ``title`` and ``makeScreen()``. The others are capabilities with
/// defaults, which a scene implements when it has them:
///
/// | capability | member | default |
/// | --- | --- | --- |
/// | its place in a route, so its screen can be linked to and reopened | ``routeSegment`` | none |
/// | its place in a route while another scene stands above it | ``coveredRouteSegment`` | ``routeSegment`` |
/// | a list shown in a window the host sizes | ``pageSize``, ``visibleRowCount`` and ``resizePage(to:)`` | no window |
/// | the view model that must go when the scene goes | ``viewModelObject`` | none |
/// | what the user can do, typed or pressed | ``offeredActions``, ``perform(_:argument:)`` | none |
/// | where an action leads, for the links of documents | ``destination(of:)`` | nowhere |
/// | the keys of a full-screen host | ``handle(_:)`` and ``keyHints`` | the offered actions' keys, no hints |
/// | a text field that takes printable keys as text | ``hasTextFocus`` | no field |
///
/// The scene keeps what its bindings deliver and builds its screen from those values (a scene
/// of notes and its view model):
///
/// ```swift
/// @MainActor final class NotesViewModel {
///   let notes = Dynamic(["Book the pitch", "Call the coach"])
///   let selected = Dynamic(0)
/// }
///
/// final class NotesScene: Scene {
///   let viewModel: NotesViewModel
///   // What the bindings last delivered.
///   private var notes: [String] = []
///   private var selected = 0
///
///   init(viewModel: NotesViewModel) {
///     self.viewModel = viewModel
///     // Owner bindings: they end when the scene is freed, and never keep it alive.
///     viewModel.notes.bindAndFire(self) { scene, notes in scene.notes = notes }
///     viewModel.selected.bindAndFire(self) { scene, index in scene.selected = index }
///   }
///
///   var title: String { "Notes" }
///
///   func makeScreen() -> Screen {
///     Screen(
///       title: title,
///       blocks: notes.enumerated().map { index, note in
///         .text((index == selected ? "> " : "  ") + note)
///       })
///   }
///
///   // A capability: what a leak check follows.
///   var viewModelObject: AnyObject? { viewModel }
/// }
/// ```
@MainActor
public protocol Scene: AnyObject {
  /// The scene's title, used for its screen, the breadcrumb and navigation events.
  var title: String { get }

  /// What the scene shows now. The navigator fills in the breadcrumb.
  func makeScreen() -> Screen

  /// This scene's segment of the route, as it shows now; `nil` (the default) for a scene no
  /// route names (a confirmation, a message).
  ///
  /// The navigator joins the segments of the scenes on its stack into the route of the scene
  /// on top (``Navigator/route``), and fills in each screen's address and the address `back`
  /// leads to. The segment is a function of what the scene shows now: opening the route in a
  /// fresh app builds the same stack and the same screen.
  var routeSegment: (any RouteSegment)? { get }

  /// This scene's segment while another scene stands above it on the stack: what the route of
  /// that scene, and every address below it, names this one by. ``routeSegment`` by default.
  ///
  /// A list below which a row's page opens names the row, which opens at any page size, where
  /// on top it names the page it shows: `players?row=11/player/id/11`, not
  /// `players?page=3/player/id/11`, which at another height holds other rows.
  var coveredRouteSegment: (any RouteSegment)? { get }

  /// How many rows of its list the screen shows at most, when the scene shows a window of a
  /// longer list that the host sizes; `nil` (the default) otherwise.
  ///
  /// Only the host knows how much room it has (the terminal's rows, less the footer and the
  /// lines around the list, which depend on the width, the language and the renderer). A host
  /// that draws in a fixed height measures the screen the scene makes and calls
  /// ``resizePage(to:)`` until the list fills the room left; a ``Viewport`` keeps the
  /// selection visible.
  var pageSize: Int? { get }

  /// How many rows of its list the next ``makeScreen()`` shows, one line each: the block that
  /// scrolls, named by the scene that draws it, so a host fitting the page
  /// (``fitPage(toLines:measuring:)``) never guesses which block it is. `nil` (the default)
  /// when the scene shows no window.
  var visibleRowCount: Int? { get }

  /// Shows at most `rows` rows (at least 1) of the list, keeping the selected row on screen.
  /// The next ``makeScreen()`` shows the new window. The default does nothing.
  func resizePage(to rows: Int)

  /// The view model the scene binds to, so a tool that follows a flow (`FlowRecorder` in
  /// `MVVMCTesting`) can check that it goes when the scene goes; `nil` by default. Nothing is
  /// found by a property's name, so renaming a property never hides a leak silently.
  var viewModelObject: AnyObject? { get }

  /// The actions the scene offers now, in the order its help, its footer and its links list
  /// them (their conditions are the scene's state: `next` only when there is a next page);
  /// none by default.
  var offeredActions: [Action] { get }

  /// Performs the offered action `name`, with the text typed after its word, or `nil` when a
  /// key performed it (the selected row, the highlighted option). A scene performs an action
  /// by calling its view model, or by telling its coordinator what the user wants.
  ///
  /// - Returns: Work that outlasts the call (a reload), which a typed command awaits.
  /// - Throws: ``CommandError`` when the action makes no sense here or its text is wrong;
  ///   nothing changed then. The default throws ``CommandError/notHere(_:scene:)``.
  func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<Void, Never>?

  /// Where the offered action `name` leads, for the links of documents; `nil` (the default)
  /// when it stays here.
  func destination(of name: Action.Name) -> Destination?

  /// Handles one key of a full-screen host, or returns ``KeyResponse/ignored`` to let the host
  /// try its global keys (`?` help, `q` and Ctrl-C quit, Ctrl-Z suspend).
  ///
  /// A scene maps a key to a call on its view model, or to an intent it hands to its
  /// coordinator: it never navigates itself. The default performs the offered action the key
  /// presses (``Action/keys``), with the text the key gives it (``Action/keyArguments``).
  func handle(_ key: Key) -> KeyResponse

  /// The keys the scene answers, for the footer and the `?` help overlay, most useful first;
  /// none by default (``KeyHint/hints(of:in:)`` gives those of the offered actions).
  var keyHints: [KeyHint] { get }

  /// Whether a text field has the focus, so printable keys are text: the host then lists none
  /// of its own keys (`?`, `i`, `q`), which the scene takes as text. `false` by default.
  var hasTextFocus: Bool { get }
}

extension Scene {
  public var routeSegment: (any RouteSegment)? { nil }

  public var coveredRouteSegment: (any RouteSegment)? { routeSegment }

  public var pageSize: Int? { nil }

  public var visibleRowCount: Int? { nil }

  public func resizePage(to rows: Int) {}

  public var viewModelObject: AnyObject? { nil }

  public var offeredActions: [Action] { [] }

  public func perform(_ name: Action.Name, argument: String?) throws(CommandError) -> Task<
    Void, Never
  >? {
    throw CommandError.notHere(name.word, scene: title)
  }

  public func destination(of name: Action.Name) -> Destination? { nil }

  public func handle(_ key: Key) -> KeyResponse {
    performOfferedAction(for: key)
  }

  public var keyHints: [KeyHint] { [] }

  public var hasTextFocus: Bool { false }

  /// Performs the offered action `key` presses, if any: what ``handle(_:)`` does by default,
  /// for a scene that answers some keys itself and leaves the others to its actions.
  public func performOfferedAction(for key: Key) -> KeyResponse {
    guard let action = Action.action(for: key, among: offeredActions) else { return .ignored }
    do throws(CommandError) {
      _ = try perform(action.name, argument: action.keyArguments[key])
      return .handled
    } catch {
      // The key means nothing here now (`Enter` on an empty list).
      return .ignored
    }
  }
}
