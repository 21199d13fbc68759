import BarcheckModel

extension ScenarioGenerator.Builder {
  /// What `event` picks controllers from: the attached controllers in the order of their ids
  /// (`CompiledScene.attachedIDs`), and those of the kinds some events need. The windows are picked from the scene
  /// itself, whose windows never change in number.
  ///
  /// The controllers are held as their indices in the scene, whose `ids` name them: a list of their ids retained
  /// each id as it was read and released it as the list was emptied. Each list is a stretch of one array that is made
  /// again only when the scene outgrows it, and a count of how much of the stretch is the list: emptying four arrays
  /// (`removeAll(keepingCapacity:)`) and appending to them again at every read cost more than the reading.
  ///
  /// Every controller the scene has held is kept in the order of its id (`order`), placed once, when it first
  /// appears: an id never changes, and a controller never leaves `CompiledScene.controllers` (a popped or dismissed
  /// one is only detached). Reading the roster is then a filter of that order, with no sort.
  struct Roster {
    /// One of the roster's lists of controllers.
    enum List {
      /// Every attached controller.
      case all
      /// The attached navigation controllers.
      case navigations
      /// The attached tab bar controllers.
      case tabs
      /// The attached hosting controllers.
      case hosting
    }

    /// The four lists, one after the other, `stride` apart: the attached controllers' indices in the order of their
    /// ids, then those of them that are navigation, tab bar and hosting controllers. One array, written through one
    /// pointer at each read: four, written through their subscripts, checked that each was unshared at every write.
    private var lists: [Int] = []
    /// How far apart the lists are in `lists`: room for every controller of the scene in each.
    private var stride = 0
    /// How many elements of each list are the list.
    private var counts = (all: 0, navigations: 0, tabs: 0, hosting: 0)
    /// Every controller of the scene being read, attached or not, in the order of their ids.
    private var order: [Int] = []
    /// Each controller's sort key (`sortKey`), by index, for the scene being read: a controller's id never changes,
    /// so each is packed once a case.
    private var keys: [(UInt64, UInt64)?] = []
    /// How many controllers the scene held when the roster was read, and how many of them were attached: what
    /// `isCurrent(for:)` compares.
    private var seen = (controllers: 0, attached: 0)

    /// An empty roster, to `start` on a scene.
    init() {}

    /// Whether a list is empty.
    func isEmpty(_ list: List) -> Bool { count(list) == 0 }

    /// How many controllers a list holds.
    func count(_ list: List) -> Int {
      switch list {
      case .all: counts.all
      case .navigations: counts.navigations
      case .tabs: counts.tabs
      case .hosting: counts.hosting
      }
    }

    /// A random controller of a non-empty list, as `SeededGenerator.pick` picks from an array of the list: the same
    /// draw. Inlined: made at nearly every event drawn, the call cost as much as the pick.
    @inline(__always)
    func pick(_ list: List, _ random: inout SeededGenerator) -> Int {
      let position = random.index(count(list))
      switch list {
      case .all: return lists[position]
      case .navigations: return lists[stride + position]
      case .tabs: return lists[2 * stride + position]
      case .hosting: return lists[3 * stride + position]
      }
    }

    /// Reads the roster of a new scene. The arrays keep their storage: a roster kept from case to case
    /// (`generateCompiled(_:roster:)`) allocated them for each case.
    mutating func start(_ scene: borrowing CompiledScene) {
      order.removeAll(keepingCapacity: true)
      keys.removeAll(keepingCapacity: true)
      read(scene)
    }

    /// Reads the roster of the same scene again, after its attached controllers changed: places the controllers that
    /// appeared since the last read in `order`, then lists the attached ones in that order.
    mutating func read(_ scene: borrowing CompiledScene) {
      if order.count < scene.controllers.count { place(scene) }
      let total = scene.controllers.count
      // Room for every controller in each list, so that the loop below only writes; made again, larger, when the
      // scene outgrows it (what the lists held is not kept: each read fills them afresh).
      if stride < total {
        stride = max(16, 2 * total)
        lists = Array(repeating: 0, count: 4 * stride)
      }
      var counts = (all: 0, navigations: 0, tabs: 0, hosting: 0)
      var attached = 0
      let stride = stride
      scene.controllers.withUnsafeBufferPointer { controllers in
        order.withUnsafeBufferPointer { order in
          lists.withUnsafeMutableBufferPointer { lists in
            for index in order where controllers[index].attached {
              attached += 1
              lists[counts.all] = index
              counts.all += 1
              switch controllers[index].kind {
              case .navigation:
                lists[stride + counts.navigations] = index
                counts.navigations += 1
              case .tabBar:
                lists[2 * stride + counts.tabs] = index
                counts.tabs += 1
              case .hosting:
                lists[3 * stride + counts.hosting] = index
                counts.hosting += 1
              default: break
              }
            }
          }
        }
      }
      self.counts = counts
      seen = (total, attached)
    }

    /// Places each controller that appeared since the last read in `order`, by insertion: a handful appear at a time.
    /// The keys and the order are read and written through pointers: through the arrays, each step of the insertion
    /// checked that the order was not shared and passed the keys along.
    private mutating func place(_ scene: borrowing CompiledScene) {
      let first = order.count
      let total = scene.ids.count
      scene.ids.withUnsafeBufferPointer { names in
        let names = names.baseAddress.unsafelyUnwrapped
        for index in first..<total { keys.append(Self.sortKey(names[index])) }
        // A controller's index is its place among the controllers, so the new ones join at the end, then move up.
        // Appended one by one: appending the range itself went through the generic `append(contentsOf:)`, which cost
        // a hundred instructions for the two or three controllers that appear at a time.
        for index in first..<total { order.append(index) }
        keys.withUnsafeBufferPointer { keys in
          order.withUnsafeMutableBufferPointer { order in
            for position in first..<total {
              let index = order[position]
              var slot = position
              while slot > 0, Self.precedes(index, order[slot - 1], keys, names) {
                order[slot] = order[slot - 1]
                slot -= 1
              }
              order[slot] = index
            }
          }
        }
      }
    }

    /// Whether the id of controller `a` orders before that of `b`, as `names[a] < names[b]`: by their packed keys when
    /// both have one (`sortKey`: they then order as the strings do, and comparing two strings cost several times
    /// comparing two keys), else as strings.
    @inline(__always)
    private static func precedes(
      _ a: Int, _ b: Int, _ keys: UnsafeBufferPointer<(UInt64, UInt64)?>, _ names: UnsafePointer<String>
    ) -> Bool {
      if let first = keys[a], let second = keys[b] { return first < second }
      return names[a] < names[b]
    }

    /// An id's bytes packed big-endian into two integers, zeros after its end; nil when it is longer than 16 bytes
    /// or holds a byte that is not ASCII, or NUL. Two such ids order as their keys do: Swift orders ASCII strings by
    /// their bytes, and a prefix first.
    static func sortKey(_ id: String) -> (UInt64, UInt64)? {
      // Read through a pointer: iterating the view itself cost several hundred instructions an id.
      let key = id.utf8.withContiguousStorageIfAvailable { bytes -> (UInt64, UInt64)? in
        guard bytes.count <= 16 else { return nil }
        // The bytes copied into two words at once and checked word by word: a loop over them cost more than the rest
        // of placing the controller.
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        let key = (UInt64(bigEndian: words.0), UInt64(bigEndian: words.1))
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard (key.0 | key.1) & highs == 0 else { return nil }
        // Past the end, each byte set to 1 so that only a NUL within the id reads as a zero byte (an overshift is 0).
        let first = key.0 | (UInt64.max >> (8 * bytes.count)) & ones
        let second = key.1 | (UInt64.max >> (8 * max(0, bytes.count - 8))) & ones
        guard (first &- ones) & ~first & highs == 0, (second &- ones) & ~second & highs == 0 else { return nil }
        return key
      }
      return key ?? nil
    }

    /// Whether the scene has the same controllers attached as when the roster was read: most steps attach or detach
    /// none, and reading the roster again was a quarter of generating a case. Counting is enough: a step attaches
    /// controllers only by adding them to the scene (a push or a presentation), and a detached controller never
    /// attaches again (`CompiledScene.detach` is the only writer of `attached`), so the same number of controllers
    /// with the same number attached are the same ones.
    func isCurrent(for scene: CompiledScene) -> Bool {
      guard scene.controllers.count == seen.controllers else { return false }
      var attached = 0
      for index in scene.controllers.indices where scene.controllers[index].attached { attached += 1 }
      return attached == seen.attached
    }
  }
}
