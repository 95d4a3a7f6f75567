import MVVMC
import Rendering

/// One player's page: the facts as fields and the photo.
@MainActor
public final class PlayerDetailScene: DemoScene {
  /// The view model the scene shows.
  public let viewModel: PlayerDetailViewModel
  let strings: DemoStrings
  weak var router: (any PlayerDetailRouting)?
  private var name = ""
  private var fields: [Field] = []
  private var photo = ImageReference(url: "", alternativeText: "")

  /// Creates the scene and binds it to `viewModel`.
  ///
  /// - Parameter router: Told when the user asks to go back with a key; `back` as a command
  ///   goes through the navigator instead.
  public init(
    viewModel: PlayerDetailViewModel, strings: DemoStrings,
    router: (any PlayerDetailRouting)? = nil
  ) {
    self.viewModel = viewModel
    self.strings = strings
    self.router = router
    viewModel.name.bindAndFire(self) { scene, name in scene.name = name }
    viewModel.fields.bindAndFire(self) { scene, fields in scene.fields = fields }
    viewModel.photo.bindAndFire(self) { scene, photo in scene.photo = photo }
  }

  public var title: String { name }

  public func makeScreen() -> Screen {
    Screen(
      title: title,
      blocks: [.fields(fields), .image(photo)],
      actions: commandHelp.map { ScreenAction(command: $0.command, label: $0.label) })
  }

  public var commandHelp: [(command: String, label: String)] {
    [("back", strings.backAction), ("help", strings.helpAction), ("quit", strings.quitAction)]
  }

  public func handle(_ command: Command) async throws(CommandError) {
    throw CommandError.notHere(command.word, scene: title)
  }
}
