#include "runtime/gpu/MemcpyOrder.h"

namespace wmc::rt {

MemcpyPlan planMemcpy(int32_t kind, bool dstDevice, bool srcDevice) {
  bool deviceOnly = dstDevice && srcDevice;
  switch (static_cast<MemcpyKind>(kind)) {
  case MemcpyKind::HostToHost:
  case MemcpyKind::HostToDevice:
  case MemcpyKind::DeviceToHost:
    return MemcpyPlan::HostCopies;
  case MemcpyKind::DeviceToDevice:
    // Never an asynchronous copy of host (stack) memory: the stream thread
    // would touch it after the host went on.
    return deviceOnly ? MemcpyPlan::DefaultStream : MemcpyPlan::NotDeviceMemory;
  case MemcpyKind::Default:
    return deviceOnly ? MemcpyPlan::DefaultStream : MemcpyPlan::HostCopies;
  }
  return MemcpyPlan::BadKind;
}

MemsetPlan planMemset(bool device, bool managed) {
  return device && !managed ? MemsetPlan::DefaultStream : MemsetPlan::HostFills;
}

} // namespace wmc::rt
