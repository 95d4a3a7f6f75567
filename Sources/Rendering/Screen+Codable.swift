/// A screen as data: the JSON document `psg-demo --renderer json` writes, one a line.
///
/// The field names are written out here, not left to the compiler, so renaming a Swift
/// property cannot change the format; Docs/ScreenFormat.md gives every field and the JSON
/// Schema beside it checks them. The document starts with its ``formatVersion``; a reader
/// refuses another version, and an unknown block `kind`, with an error that names it.
///
/// ```swift
/// let data = try JSONEncoder().encode(Screen(title: "Players"))
/// // {"version":1,"title":"Players","breadcrumb":[],"blocks":[],"actions":[]}
/// let screen = try JSONDecoder().decode(Screen.self, from: data)  // the same screen
/// ```
extension Screen: Codable {
  /// The version of the format this package writes and reads. A change that an older reader
  /// would misread (a field renamed or given a new meaning) raises it; a new optional field
  /// does not.
  public static let formatVersion = 1

  private enum CodingKeys: String, CodingKey {
    case version, title, breadcrumb, blocks, actions, address, back, scene
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.formatVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription:
          "screen format version \(version) is not supported (this reader knows version "
          + "\(Self.formatVersion))")
    }
    self.init(
      title: try container.decode(String.self, forKey: .title),
      breadcrumb: try container.decode([String].self, forKey: .breadcrumb),
      blocks: try container.decode([Block].self, forKey: .blocks),
      actions: try container.decode([ScreenAction].self, forKey: .actions),
      address: try container.decodeIfPresent(Destination.self, forKey: .address),
      back: try container.decodeIfPresent(Destination.self, forKey: .back),
      scene: try container.decodeIfPresent(String.self, forKey: .scene))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    try container.encode(title, forKey: .title)
    try container.encode(breadcrumb, forKey: .breadcrumb)
    try container.encode(blocks, forKey: .blocks)
    try container.encode(actions, forKey: .actions)
    try container.encodeIfPresent(address, forKey: .address)
    try container.encodeIfPresent(back, forKey: .back)
    try container.encodeIfPresent(scene, forKey: .scene)
  }
}
