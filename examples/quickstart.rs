//! Broadcasting with shapes as types: `[5,3,4,1] + [3,1,1]` and a run-time batch dimension.

use typed_tensor::{shape, Tensor};

fn main() {
    // Static shapes: the result type `shape![5, 3, 4, 1]` is computed by the compiler.
    let x = Tensor::<f32, shape![5, 3, 4, 1]>::from_fn(|i| (i[0] * 100 + i[1] * 10 + i[2]) as f32);
    let y = Tensor::<f32, shape![3, 1, 1]>::from_vec(vec![0.5, 0.25, 0.125]).unwrap();
    let z: Tensor<f32, shape![5, 3, 4, 1]> = &x + &y;
    println!("x + y has dims {:?}; its first block is", z.dims());
    let first: Tensor<f32, shape![3, 4, 1]> = z.select::<0>(0); // z[0], a view
    println!("{first}");

    // A batch size known only at run time: `Dyn` mixes with static dims.
    let batch = std::env::args().count() + 1; // stands in for a value read from input
    let activations =
        Tensor::<f32, shape![dyn, 4]>::from_fn_with_dims(&[batch, 4], |i| (i[0] * 4 + i[1]) as f32)
            .expect("dims fit the shape");
    let bias = Tensor::<f32, shape![4]>::from_vec(vec![0.1, 0.2, 0.3, 0.4]).unwrap();
    let shifted = &activations + &bias; // Tensor<f32, shape![dyn, 4]>
    println!("\nbatch of {batch}, plus a bias of shape [4]:\n{shifted:.1}");

    // A run-time mismatch is an `Err` from the `try_*` form (the operator would panic).
    let other = Tensor::<f32, shape![dyn, 4]>::zeros_with_dims(&[batch + 1, 4]).unwrap();
    match activations.try_add(&other) {
        Ok(_) => unreachable!("batch sizes differ"),
        Err(e) => println!("\nbatch {batch} + batch {}: {e}", batch + 1),
    }
}
