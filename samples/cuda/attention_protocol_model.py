"""A host model of the persistent attention kernel's synchronisation (attention_persistent.cuh), run
by hand where there is no GPU: python3 samples/cuda/attention_protocol_model.py [SEED] prints OK.

One CTA: the producer thread and the two consumer warp groups as Python threads with random delays;
mbarriers with parity waits (q_full, q_empty, the K and V pipelines' full and empty stages),
the two named barriers of the ping-pong turns (an error if one warp group arrives twice in one
generation, as the hardware would count it complete), and the tile loop with 1 to 5 K/V blocks per
tile. It checks that every run ends (no deadlock), that each consumer saw every tile's K and V
blocks in order and its Q unchanged until its last S, and that no named barrier holds an arrival at
the end; with --per-tile-turns the turns restart every tile, as the per-tile kernel's do, and the
model finds the double arrivals that made the persistent kernel count them over the launch (it
stops after three failed runs, each of which ends in a TIMEOUT-second wait).
"""
import random
import sys
import threading
import time

TIMEOUT = 5  # seconds a wait may take before the model calls it a deadlock


class MBarrier:
    """An mbarrier: count arrivals complete a phase; wait(parity) returns once that phase is done."""

    def __init__(self, count):
        self.count, self.pending, self.phase = count, count, 0
        self.cv = threading.Condition()

    def arrive(self):
        with self.cv:
            self.pending -= 1
            if self.pending == 0:
                self.phase ^= 1
                self.pending = self.count
                self.cv.notify_all()

    def wait(self, parity):
        with self.cv:
            if not self.cv.wait_for(lambda: self.phase != parity, timeout=TIMEOUT):
                raise RuntimeError("deadlock on an mbarrier")


class NamedBarrier:
    """bar.sync/bar.arrive for 256 threads, two warp groups of 128."""

    def __init__(self):
        self.arrived, self.generation = [], 0
        self.cv = threading.Condition()

    def _add(self, wg):
        if wg in self.arrived:
            raise RuntimeError(f"warp group {wg} arrived twice in one generation")
        self.arrived.append(wg)
        if len(self.arrived) == 2:
            self.arrived = []
            self.generation += 1
            self.cv.notify_all()
            return True
        return False

    def arrive(self, wg):
        with self.cv:
            self._add(wg)

    def sync(self, wg):
        with self.cv:
            generation = self.generation
            if not self._add(wg) and not self.cv.wait_for(lambda: self.generation != generation,
                                                          timeout=TIMEOUT):
                raise RuntimeError("deadlock on a named barrier")


class Stage:
    """CUTLASS's PipelineState for two stages."""

    def __init__(self, phase):
        self.index, self.phase = 0, phase

    def advance(self):
        self.index += 1
        if self.index == 2:
            self.index, self.phase = 0, self.phase ^ 1


def delay():
    if random.random() < 0.3:
        time.sleep(random.random() * 0.001)


def run(tiles, pingpong, per_tile_turns=False):
    """The kernel's protocol over tiles (each its number of K/V blocks); the errors found."""
    full_k, full_v = [MBarrier(1) for _ in range(2)], [MBarrier(1) for _ in range(2)]
    empty_k, empty_v = [MBarrier(2) for _ in range(2)], [MBarrier(2) for _ in range(2)]
    q_full, q_empty, turn = MBarrier(1), MBarrier(2), [NamedBarrier(), NamedBarrier()]
    smem = {"tile": None, "q": None, "k": [None, None], "v": [None, None]}
    seen, errors = {}, []

    def producer():
        write = Stage(1)
        for k in range(len(tiles) + 1):
            if k > 0:
                q_empty.wait((k - 1) & 1)
            if k == len(tiles):
                smem["tile"] = -1
                q_full.arrive()
                return
            smem["tile"] = smem["q"] = k
            q_full.arrive()
            for j in reversed(range(tiles[k])):
                delay()
                empty_k[write.index].wait(write.phase)
                smem["k"][write.index] = (k, j)
                full_k[write.index].arrive()
                empty_v[write.index].wait(write.phase)
                smem["v"][write.index] = (k, j)
                full_v[write.index].arrive()
                write.advance()

    def consumer(wg):
        read_k, read_v, turns, k = Stage(0), Stage(0), 0, 0

        def take_turn():
            nonlocal turns
            if pingpong and (wg == 1 or turns > 0):
                turn[wg].sync(wg)
            if pingpong:
                turn[1 - wg].arrive(wg)
            turns += 1

        while True:
            q_full.wait(k & 1)
            tile, k = smem["tile"], k + 1
            if tile < 0:
                break
            if per_tile_turns and wg == 0:
                turns = 0
            n, got = tiles[tile], []

            def s_done(last):
                if smem["q"] != tile:
                    raise RuntimeError("Q overwritten before the tile's last S")
                got.append(("k",) + smem["k"][read_k.index])
                delay()
                empty_k[read_k.index].arrive()
                read_k.advance()
                if last:
                    q_empty.arrive()

            def pv_done():
                got.append(("v",) + smem["v"][read_v.index])
                delay()
                empty_v[read_v.index].arrive()
                read_v.advance()

            full_k[read_k.index].wait(read_k.phase)
            take_turn()
            s_done(n == 1)
            for i in range(1, n):
                full_k[read_k.index].wait(read_k.phase)
                full_v[read_v.index].wait(read_v.phase)
                take_turn()
                s_done(i == n - 1)
                pv_done()
            full_v[read_v.index].wait(read_v.phase)
            take_turn()
            pv_done()
            seen[(wg, tile)] = got
        if pingpong and wg == 0 and turns > 0:
            turn[0].sync(wg)

    def guarded(f, *args):
        try:
            f(*args)
        except RuntimeError as e:
            errors.append(str(e))

    threads = [threading.Thread(target=guarded, args=(producer,))]
    threads += [threading.Thread(target=guarded, args=(consumer, wg)) for wg in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        return errors
    for tile, n in enumerate(tiles):
        blocks = [(tile, j) for j in reversed(range(n))]
        for wg in (0, 1):
            got = seen[(wg, tile)]
            if [g[1:] for g in got if g[0] == "k"] != blocks or [g[1:] for g in got if g[0] == "v"] != blocks:
                errors.append(f"tile {tile}, warp group {wg}: blocks {got}")
    errors += [f"a named barrier holds warp group {b.arrived} at the end" for b in turn if b.arrived]
    return errors


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    per_tile = "--per-tile-turns" in sys.argv
    random.seed(int(args[0]) if args else 1)
    failures = 0
    for _ in range(300):
        tiles = [random.randint(1, 5) for _ in range(random.randint(1, 6))]
        for pingpong in (True, False):
            errors = run(tiles, pingpong, per_tile)
            if errors:
                failures += 1
                print(f"FAILED tiles {tiles} ping-pong {pingpong}: {errors[:2]}")
        if failures >= 3:
            break
    print("OK" if failures == 0 else f"{failures} runs FAILED (the model stops at 3)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
