import MVVMC
import Testing

/// The leak check: the coordinators and scenes the recorder notes as the flow runs, and those of
/// them still alive once their flow ended.
extension FlowRecorder {
  /// What should have been freed and is still alive, one line each (`coordinator
  /// PickerCoordinator<PlayerFilter>`, `scene Filters`, `view model
  /// PickerViewModel<PlayerFilter> of scene Filters`); empty when every ended flow is gone.
  public var leaks: [String] {
    let running = Set(runningCoordinators().map { ObjectIdentifier($0) })
    let shown = Set(navigator.shownScenes.map { ObjectIdentifier($0) })
    func isInUse(_ tracked: TrackedScene) -> Bool {
      guard let scene = tracked.scene else { return false }
      if shown.contains(ObjectIdentifier(scene)) { return true }
      return tracked.owner.map { running.contains(ObjectIdentifier($0)) } ?? false
    }
    var viewModelsInUse = Set(
      scenes.filter(isInUse).compactMap { $0.viewModel.map(ObjectIdentifier.init) })
    var found: [String] = []
    for tracked in coordinators {
      if let coordinator = tracked.coordinator, !running.contains(ObjectIdentifier(coordinator)) {
        found.append("coordinator \(tracked.name)")
      }
    }
    for tracked in scenes where !isInUse(tracked) {
      if tracked.scene != nil { found.append("scene \(tracked.title)") }
      if let viewModel = tracked.viewModel,
        viewModelsInUse.insert(ObjectIdentifier(viewModel)).inserted
      {
        found.append("view model \(type(of: viewModel)) of scene \(tracked.title)")
      }
    }
    return found
  }

  /// Checks that every ended flow is freed: the ``leaks`` list is empty. Anything still alive
  /// is recorded as an issue naming it.
  ///
  /// ```swift
  /// filter.coordinator?.finish(with: .goalkeepers)
  /// flow.expectFreed()
  /// ```
  public func expectFreed(sourceLocation: SourceLocation = #_sourceLocation) {
    let leaks = self.leaks
    guard !leaks.isEmpty else { return }
    let lines = leaks.map { "  \($0)" }.joined(separator: "\n")
    Issue.record(
      Comment(rawValue: "Still alive after their flow ended:\n\(lines)"),
      sourceLocation: sourceLocation)
  }

  /// A scene's view model, as the scene names it (`Scene.viewModelObject`); `nil` for a scene
  /// that names none.
  ///
  /// ```swift
  /// let scene = FilterScene(viewModel: picker, current: .none, strings: strings)
  /// FlowRecorder.viewModel(of: scene)  // picker
  /// ```
  public static func viewModel(of scene: any Scene) -> AnyObject? {
    scene.viewModelObject
  }

  /// Notes, weakly, the coordinators in the tree and the scenes shown with their owners.
  func noteLiveObjects() {
    let running = runningCoordinators()
    var owners: [ObjectIdentifier: any Coordinator] = [:]
    for coordinator in running {
      guard let owner = coordinator as? any SceneOwner else { continue }
      for scene in navigator.scenes(ownedBy: owner) {
        owners[ObjectIdentifier(scene)] = coordinator
      }
    }
    for coordinator in running where coordinator !== root {
      note(coordinator)
    }
    for scene in navigator.shownScenes {
      note(scene, owner: owners[ObjectIdentifier(scene)])
    }
  }

  func note(_ coordinator: any Coordinator) {
    let key = ObjectIdentifier(coordinator)
    if let index = coordinatorIndex[key], coordinators[index].coordinator === coordinator { return }
    coordinatorIndex[key] = coordinators.count
    coordinators.append(TrackedCoordinator(coordinator: coordinator, name: coordinator.name))
  }

  func note(_ scene: any Scene, owner: (any Coordinator)?) {
    let key = ObjectIdentifier(scene)
    if let index = sceneIndex[key], scenes[index].scene === scene {
      if scenes[index].owner == nil { scenes[index].owner = owner }
      return
    }
    sceneIndex[key] = scenes.count
    scenes.append(
      TrackedScene(scene: scene, title: scene.title, viewModel: viewModelOf(scene), owner: owner))
  }

  /// The root and every coordinator below it, parents before children.
  func runningCoordinators() -> [any Coordinator] {
    var found: [any Coordinator] = []
    var pending: [any Coordinator] = [root]
    while let node = pending.popLast() {
      found.append(node)
      pending.append(contentsOf: node.children.reversed())
    }
    return found
  }
}

/// A coordinator the recorder saw, held weakly.
@MainActor
struct TrackedCoordinator {
  weak var coordinator: (any Coordinator)?
  let name: String
}

/// A scene the recorder saw shown, with its view model and owner, all held weakly.
@MainActor
struct TrackedScene {
  weak var scene: (any Scene)?
  let title: String
  weak var viewModel: AnyObject?
  weak var owner: (any Coordinator)?
}
