// PLACEHOLDER until the emitted headers exist: the hand-written policies stand for the headers.
#pragma once
#include "hand_layouts_sm90.hpp"
namespace header_sm90 {
using Bf16 = hand_sm90::Bf16;
using Tf32 = hand_sm90::Tf32;
}
