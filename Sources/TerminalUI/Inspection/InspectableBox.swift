import MVVMC

/// A box the inspector reads without knowing the type of its value: every
/// ``/MVVMC/Dynamic``.
@MainActor
package protocol InspectableBox: AnyObject {
  /// The box as the inspector shows it now, under `name`, its value described in `words`.
  func inspected(as name: String, words: ValueWords) -> InspectedBox
}

extension Dynamic: InspectableBox {
  package func inspected(as name: String, words: ValueWords) -> InspectedBox {
    InspectedBox(name, self, words: words)
  }
}

extension InspectedBox {
  /// The boxes of `viewModel`, read now, their values described in `words`: each stored property that holds a
  /// ``/MVVMC/Dynamic``, or an optional one that is set, in the order of declaration (a
  /// superclass's first), named by the property. A box held in a stored struct or class one
  /// level down is named by both properties: `picker.query`.
  ///
  /// ```swift
  /// final class SearchViewModel {
  ///   let query = Dynamic("")
  ///   private(set) var settled: Dynamic<String>?
  /// }
  /// InspectedBox.boxes(of: SearchViewModel()).map(\.name)  // ["query"]: `settled` is nil
  /// ```
  ///
  /// A view model cannot leave one of its boxes out, and a scene lists none by hand.
  ///
  /// - Complexity: O(*p*), the stored properties of the view model and of the values it holds
  ///   directly.
  @MainActor
  package static func boxes(
    of viewModel: AnyObject, words: ValueWords = .english
  ) -> [InspectedBox] {
    var boxes: [InspectedBox] = []
    for (name, value) in storedProperties(of: viewModel) {
      if let box = value as? any InspectableBox {
        boxes.append(box.inspected(as: name, words: words))
        continue
      }
      let style = Mirror(reflecting: value).displayStyle
      guard style == .struct || style == .class else { continue }
      for (innerName, innerValue) in storedProperties(of: value) {
        if let box = innerValue as? any InspectableBox {
          boxes.append(box.inspected(as: name + "." + innerName, words: words))
        }
      }
    }
    return boxes
  }

  /// The named stored properties of `subject`, in the order of declaration, a superclass's
  /// first.
  private static func storedProperties(of subject: Any) -> [(name: String, value: Any)] {
    var mirrors: [Mirror] = []
    var next: Mirror? = Mirror(reflecting: subject)
    while let mirror = next {
      mirrors.append(mirror)
      next = mirror.superclassMirror
    }
    return mirrors.reversed().flatMap { mirror in
      mirror.children.compactMap { child in child.label.map { ($0, child.value) } }
    }
  }
}
