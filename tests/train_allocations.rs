//! After its first steps, a training step (forward, loss, backward, AdamW) asks the system
//! allocator for no large block: every buffer of 64 KiB or more (activations, gradients) is
//! one a finished step freed and the crate kept for reuse (`runtime::recycled_bytes`), so a
//! step faults in no fresh pages: the matrix products' packing buffers are kept on each thread
//! (`kernel/gemm/scratch.rs`). Small allocations (the tape's nodes and rules, dims) are not
//! counted here. Counted by a global allocator.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use typed_tensor::autograd::Tape;
use typed_tensor::nn;
use typed_tensor::nn::optim::{Adam, Optimizer};
use typed_tensor::nn::{Activation, Linear, Mlp, Reduction};
use typed_tensor::{shape, Tensor};

/// The size from which the crate keeps freed buffers for reuse.
const LARGE: usize = 64 << 10;

struct Counting;

static LARGE_ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator, counting the large requests.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.size() >= LARGE {
            LARGE_ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        // SAFETY: the caller's contract is the system allocator's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` above, with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn training_steps_after_the_first_allocate_no_large_block() {
    // Products on the calling thread: split over rayon's threads, whether a product splits is
    // timed (`matmul_split_policy`), and a worker that packs for the first time in a later
    // step takes its own buffer then.
    typed_tensor::runtime::set_matmul_parallel_min_fmas(usize::MAX);
    typed_tensor::runtime::set_matmul_row_split_min_fmas(usize::MAX);
    // `Linear(784, 128) -> ReLU -> Linear(128, 10)` at batch 64: an input of 196 KiB, a first
    // weight (and its gradient and AdamW moments) of 392 KiB each.
    let mut model = Mlp::<784, 128, 10, f32>::new(
        Linear::new(
            Tensor::from_fn(|i| ((i[0] * 7 + i[1]) % 13) as f32 * 0.01 - 0.06),
            Some(Tensor::zeros()),
        ),
        Activation::Relu,
        Linear::new(
            Tensor::from_fn(|i| ((i[0] * 5 + i[1]) % 11) as f32 * 0.01 - 0.05),
            Some(Tensor::zeros()),
        ),
    );
    let x = Tensor::<f32, shape![64, 784]>::from_fn(|i| ((i[0] + 3 * i[1]) % 17) as f32 * 0.1);
    let y = Tensor::<usize, shape![64]>::from_fn(|i| i[0] % 10);
    let mut adam = Optimizer::new(Adam::adam_w());
    let mut losses = Vec::with_capacity(8);
    let mut step = |model: &mut Mlp<784, 128, 10, f32>| {
        let grads = {
            let tape = Tape::new();
            let logits = model.forward(&tape.constant(x.clone()));
            let loss = nn::cross_entropy(&logits, &y, Reduction::Mean, 0.0);
            losses.push(loss.item());
            loss.backward()
        };
        adam.step(model, &grads);
    };
    // The first steps make the optimizer's state and fill the crate's store of freed buffers.
    step(&mut model);
    step(&mut model);
    let before = LARGE_ALLOCATIONS.load(Ordering::Relaxed);
    for _ in 0..3 {
        step(&mut model);
    }
    assert_eq!(LARGE_ALLOCATIONS.load(Ordering::Relaxed) - before, 0);
    // The steps trained: the loss went down.
    assert!(losses[4] < losses[0], "losses {losses:?}");
}
