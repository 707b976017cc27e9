// The order in which the persistent attention kernel (attention_persistent.cuh) takes its tiles, a
// tile being BM rows of Q of one (head, batch); plain C++ so that attention_schedule_check.cpp (g++)
// checks it on the host. Tile i has its m block fastest, so the CTAs running at once read the K and
// V of few heads and share them in L2; causal, each head's longest rows (the last m block, the
// most K/V blocks) come first, so the short ones fill the end of the launch. CTA c takes tile c
// first, then the next untaken one from a global counter (the tiles' costs differ under a causal
// mask, so a fixed share per CTA would leave some SMs idle).
#pragma once
#if defined(__CUDACC__)
#define ATTN_HOST_DEVICE __host__ __device__
#else
#define ATTN_HOST_DEVICE
#endif

namespace attn {
struct Tile {
  int m_block, head, batch;
};

struct TileOrder {
  int m_blocks, heads, batch;
  bool causal;

  ATTN_HOST_DEVICE int tiles() const { return m_blocks * heads * batch; }
  ATTN_HOST_DEVICE Tile operator()(int i) const {
    int m = i % m_blocks, head_batch = i / m_blocks;
    return {causal ? m_blocks - 1 - m : m, head_batch % heads, head_batch / heads};
  }
};

// The grid of the persistent launch: one CTA per SM, none without a tile.
ATTN_HOST_DEVICE inline int persistent_ctas(int tiles, int sms) { return tiles < sms ? tiles : sms; }
}  // namespace attn
