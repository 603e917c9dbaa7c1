// Hard's name for the bots' zero-initialised table storage (tt/zeroed_array.h).
#pragma once

#include "../tt/zeroed_array.h"

namespace oxo::hard {

template <class Entry>
using ZeroedTable = tt::ZeroedArray<Entry>;

}  // namespace oxo::hard
