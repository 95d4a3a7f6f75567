// An enum with associated values as one object of the screen format: a tag that names its case,
// and the case's fields beside it, such as `{"kind":"status","state":"loading","message":"…"}`.
// The compiler would nest the fields under the case's name instead, so such an enum keeps a
// coding by hand, but one that only switches: each case's fields are a value whose coding the
// compiler writes, or one value under its field's name, read and written in the same object as
// the tag.

/// A key by its name alone, such as a case's tag `kind` or a name that only the data knows.
package struct NameKey: CodingKey {
  package var stringValue: String
  package var intValue: Int? { nil }

  package init(_ name: String) { stringValue = name }
  package init(stringValue: String) { self.stringValue = stringValue }
  package init?(intValue: Int) { nil }
}

extension Decoder {
  /// The tag under `key`, which names one of the enum's cases.
  ///
  /// A tag the reader does not know, such as a kind from a newer writer, is refused by name,
  /// never skipped in silence: `unknown block kind "video" (known: text, search, …)`.
  ///
  /// ```swift
  /// switch try decoder.decodeCaseTag(Kind.self, forKey: "kind", naming: "block kind") {
  /// case .search: self = .search(try SearchField(from: decoder))  // the same object's fields
  /// …
  /// }
  /// ```
  ///
  /// - Parameter noun: What the tag is, for the error: `block kind`.
  /// - Complexity: O(*n*) in the number of cases, for a tag it does not know.
  func decodeCaseTag<Tag: RawRepresentable<String> & CaseIterable>(
    _ tag: Tag.Type, forKey key: String, naming noun: String
  ) throws -> Tag {
    let container = try container(keyedBy: NameKey.self)
    let name = try container.decode(String.self, forKey: NameKey(key))
    guard let tag = Tag(rawValue: name) else {
      let known = Tag.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: NameKey(key), in: container,
        debugDescription: "unknown \(noun) \"\(name.prefix(40))\" (known: \(known))")
    }
    return tag
  }

  /// The one field of a case that holds a single value, such as the `centimetres` of
  /// `{"type":"length","centimetres":178}`, read from the same object as the tag.
  func decodeCaseField<Value: Decodable>(forKey key: String) throws -> Value {
    try container(keyedBy: NameKey.self).decode(Value.self, forKey: NameKey(key))
  }
}

extension Encoder {
  /// Writes `tag` under `key`, then `fields` in the same object:
  /// `encoder.encode(status, taggedAs: Kind.status, forKey: "kind")` writes
  /// `{"kind":"status","state":"loading","message":"Loading…"}`.
  func encode<Tag: RawRepresentable<String>>(
    _ fields: some Encodable, taggedAs tag: Tag, forKey key: String
  ) throws {
    var container = container(keyedBy: NameKey.self)
    try container.encode(tag.rawValue, forKey: NameKey(key))
    try fields.encode(to: self)
  }

  /// Writes `tag` under `key`, then `value` as the case's one field named `field`:
  /// `{"type":"length","centimetres":178}`.
  func encode<Tag: RawRepresentable<String>>(
    _ value: some Encodable, named field: String, taggedAs tag: Tag, forKey key: String
  ) throws {
    var container = container(keyedBy: NameKey.self)
    try container.encode(tag.rawValue, forKey: NameKey(key))
    try container.encode(value, forKey: NameKey(field))
  }
}
