//! After its first step, `Optimizer::step` allocates nothing: the states exist, the names are
//! built in a kept buffer, and the updates run in place. Counted by a global allocator.
//!
//! The file is its own harness (`harness = false`): libtest's main thread allocates as it
//! starts a test (its tables of running tests), which on a busy machine can fall inside the
//! counted window (a fresh-clone CI run once counted 2).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use typed_tensor::autograd::Tape;
use typed_tensor::nn;
use typed_tensor::nn::optim::{Adam, Optimizer, Sgd};
use typed_tensor::nn::{Activation, Linear, Mlp, Reduction};
use typed_tensor::{shape, Tensor};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator, counting calls.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
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

fn main() {
    steps_after_the_first_allocate_nothing();
    println!("test steps_after_the_first_allocate_nothing ... ok");
}

fn steps_after_the_first_allocate_nothing() {
    let mut model = Mlp::<4, 8, 3, f64>::new(
        Linear::new(Tensor::full(0.1), Some(Tensor::zeros())),
        Activation::Gelu,
        Linear::new(Tensor::full(-0.1), Some(Tensor::zeros())),
    );
    let x = Tensor::<f64, shape![2, 4]>::ones();
    let y = Tensor::<usize, shape![2]>::from_vec(vec![0, 2]).unwrap();
    let grads = {
        let tape = Tape::new();
        let logits = model.forward(&tape.constant(x));
        let loss = nn::cross_entropy(&logits, &y, Reduction::Mean, 0.0);
        loss.backward()
    };
    let mut adam = Optimizer::new(Adam::adam_w());
    let mut sgd = Optimizer::new(Sgd {
        momentum: 0.9,
        ..Sgd::new(0.1)
    });
    // The first steps make the states; the gradients stay the same for the count.
    adam.step(&mut model, &grads);
    sgd.step(&mut model, &grads);
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    adam.step(&mut model, &grads);
    sgd.step(&mut model, &grads);
    assert_eq!(ALLOCATIONS.load(Ordering::Relaxed) - before, 0);
}
