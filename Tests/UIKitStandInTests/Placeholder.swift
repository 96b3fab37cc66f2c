import Testing
import UIKitStandIn
