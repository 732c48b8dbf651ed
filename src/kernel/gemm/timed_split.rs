//! The choice between a split and a one-thread run of a product, by timing both.
//!
//! Each kind of split (over batch items, row blocks or column blocks) and each size class (the
//! power of two of a product's multiply-adds) keeps a running estimate of the time per
//! multiply-add of both forms. A product runs in the form estimated faster (a split by a
//! [`SPLIT_MARGIN`]), except for [`EXPLORE_RUN`] calls in every [`EXPLORE_EVERY`], which run
//! the other, so that a change of load on the machine is noticed. The first call of a class
//! runs on one thread, the next ones split: until both are measured, one thread is the safe
//! guess.
//!
//! The first call after a change of form is not measured: a split that follows one-thread runs
//! wakes rayon's sleeping threads (which can take several times the product's own time on a
//! VM: BENCHMARKS.md, "Splitting over threads"), and a one-thread run that follows splits
//! shares the cores with threads still spinning for work; a run of one form pays either once.
//! Explorations therefore come in runs of three.
//!
//! Products of at least [`ALWAYS_SPLIT_FMAS`] multiply-adds always split: a split's cost (waking
//! a thread, a descheduled half) is small against them, and a one-thread estimate measured
//! while the other core was busy for a moment (a PyTorch process's spinning OpenMP threads, a
//! build) would otherwise keep a training step's large products on one thread for the 61
//! calls until the next exploration (issue 39).

use core::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Instant;

/// Of every this many calls of a class, the last [`EXPLORE_RUN`] run the form estimated
/// slower, to measure it again.
const EXPLORE_EVERY: u32 = 64;

/// The length of an exploration, whose first call is not measured.
const EXPLORE_RUN: u32 = 3;

/// A split is chosen only when estimated at most this fraction of the one-thread time: near a
/// tie, the noise of the estimates would switch forms back and forth, and each switch costs
/// (see above), so one thread, the form that never waits for another, keeps the tie.
const SPLIT_MARGIN: f32 = 0.95;

/// Products of at least this many multiply-adds (about 0.1 ms on one core of the Xeon) split
/// without being timed. On a busy machine every product split reached its one-thread time at
/// the median (BENCHMARKS.md, "Splitting over threads").
pub(super) const ALWAYS_SPLIT_FMAS: usize = 1 << 24;

/// Weight of a new measurement in a running estimate, which follows a lasting change of load
/// within a few measurements.
const NEW_WEIGHT: f32 = 1.0 / 4.0;

/// A new measurement counts as at most this many times the estimate, so that one outlier (a
/// thread descheduled for a while) moves it by at most a quarter rather than switching forms.
const MAX_JUMP: f32 = 2.0;

/// What a split divides a product into.
#[derive(Clone, Copy)]
pub(super) enum SplitKind {
    BatchItems = 0,
    RowBlocks = 1,
    ColumnBlocks = 2,
}

/// The two estimates of one class, as `f32` bits; 0 (`0.0`) is "not measured yet".
struct Estimates {
    serial: AtomicU32,
    split: AtomicU32,
    calls: AtomicU32,
}

impl Estimates {
    const fn new() -> Self {
        Estimates {
            serial: AtomicU32::new(0),
            split: AtomicU32::new(0),
            calls: AtomicU32::new(0),
        }
    }
}

/// Classes by the power of two of the multiply-adds, per [`SplitKind`]. Concurrent updates may
/// lose a measurement; an estimate only steers a choice, so that is harmless.
static CLASSES: [[Estimates; 64]; 3] = [const { [const { Estimates::new() }; 64] }; 3];

fn class(kind: SplitKind, fmas: usize) -> &'static Estimates {
    &CLASSES[kind as usize][fmas.max(1).ilog2() as usize]
}

fn load(estimate: &AtomicU32) -> f32 {
    f32::from_bits(estimate.load(Ordering::Relaxed))
}

/// Whether the last product that had the choice ran split.
static LAST_SPLIT: AtomicBool = AtomicBool::new(false);

/// Runs a product of `fmas` multiply-adds, `run(split)`, in the form chosen for this call,
/// and folds its time into that form's estimate.
pub(super) fn run(kind: SplitKind, fmas: usize, run: impl FnOnce(bool)) {
    if fmas >= ALWAYS_SPLIT_FMAS {
        LAST_SPLIT.store(true, Ordering::Relaxed);
        return run(true);
    }
    let choice = choose(kind, fmas);
    let start = Instant::now();
    run(choice.split);
    if choice.measure {
        record(kind, fmas, choice.split, start.elapsed().as_nanos() as f32);
    }
}

/// The form of one product, and whether its time is to be measured.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Choice {
    split: bool,
    measure: bool,
}

/// How a product of `fmas` multiply-adds runs this time.
fn choose(kind: SplitKind, fmas: usize) -> Choice {
    let class = class(kind, fmas);
    let (serial, split) = (load(&class.serial), load(&class.split));
    let call = class.calls.fetch_add(1, Ordering::Relaxed);
    let split = split_now(serial, split, call);
    let last_split = LAST_SPLIT.swap(split, Ordering::Relaxed);
    Choice {
        split,
        measure: split == last_split,
    }
}

/// Whether call number `call` of a class splits, given the estimates (0 = not measured).
fn split_now(serial: f32, split: f32, call: u32) -> bool {
    if serial == 0.0 || split == 0.0 {
        return serial != 0.0;
    }
    let explore = call % EXPLORE_EVERY >= EXPLORE_EVERY - EXPLORE_RUN;
    (split < serial * SPLIT_MARGIN) != explore
}

fn record(kind: SplitKind, fmas: usize, split: bool, nanos: f32) {
    let per_fma = nanos / fmas.max(1) as f32;
    let class = class(kind, fmas);
    let estimate = if split { &class.split } else { &class.serial };
    let old = load(estimate);
    let new = if old == 0.0 {
        per_fma
    } else {
        old + (per_fma.min(old * MAX_JUMP) - old) * NEW_WEIGHT
    };
    // A product too fast for the clock still counts as measured.
    estimate.store(new.max(f32::MIN_POSITIVE).to_bits(), Ordering::Relaxed);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How many of `calls` choices split.
    fn splits(kind: SplitKind, fmas: usize, calls: u32) -> u32 {
        (0..calls).map(|_| choose(kind, fmas).split as u32).sum()
    }

    #[test]
    fn measures_both_forms_then_keeps_the_faster_and_explores_the_other() {
        // A size class no real product of the tests reaches.
        let (kind, fmas) = (SplitKind::RowBlocks, 1 << 50);
        assert!(!choose(kind, fmas).split, "first call: one thread");
        record(kind, fmas, false, 1e15);
        assert!(choose(kind, fmas).split, "second call: split");
        record(kind, fmas, true, 0.5e15);
        assert_eq!(
            splits(kind, fmas, 128),
            122,
            "faster split, 3 in 64 explore"
        );
        // The split slows down (the other core got busy): after a few measurements one
        // thread wins again.
        for _ in 0..4 {
            record(kind, fmas, true, 2e15);
        }
        assert_eq!(
            splits(kind, fmas, 128),
            6,
            "faster one thread, 3 in 64 explore"
        );
    }

    #[test]
    fn large_products_always_split_and_leave_the_estimates_alone() {
        let kind = SplitKind::ColumnBlocks;
        for fmas in [ALWAYS_SPLIT_FMAS, 1 << 40] {
            for _ in 0..100 {
                let mut split = None;
                run(kind, fmas, |s| split = Some(s));
                assert_eq!(split, Some(true), "{fmas} multiply-adds");
            }
            let class = class(kind, fmas);
            assert_eq!((load(&class.serial), load(&class.split)), (0.0, 0.0));
        }
    }

    #[test]
    fn explorations_are_runs_of_three_calls_in_sixty_four() {
        let forms = |serial, split| (0..128).filter(move |&call| split_now(serial, split, call));
        assert!(forms(2.0, 1.0).eq((0..128).filter(|call| call % 64 < 61)));
        assert!(forms(1.0, 2.0).eq([61, 62, 63, 125, 126, 127]));
        assert!(
            forms(1.0, 0.97).eq([61, 62, 63, 125, 126, 127]),
            "a tie: one thread"
        );
        assert_eq!(forms(0.0, 0.0).count(), 0, "nothing measured: one thread");
        assert!(forms(1.0, 0.0).eq(0..128), "one thread measured: split");
    }

    #[test]
    fn outliers_do_not_switch_forms_at_once() {
        let (kind, fmas) = (SplitKind::BatchItems, 1 << 51);
        record(kind, fmas, false, 1e15);
        record(kind, fmas, true, 0.6e15);
        record(kind, fmas, true, 50e15); // descheduled twice
        record(kind, fmas, true, 50e15);
        assert_eq!(splits(kind, fmas, 64), 61);
    }
}
