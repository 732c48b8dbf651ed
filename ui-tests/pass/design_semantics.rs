//! Every example of design.md's semantics section compiles, with the result type spelled out.
use typed_tensor::{shape, Tensor};

fn main() {
    // Align from the right, prepend size-1 dims, the result takes the non-1 size.
    let x = Tensor::<f32, shape![5, 3, 4, 1]>::zeros();
    let y = Tensor::<f32, shape![3, 1, 1]>::zeros();
    let _: Tensor<f32, shape![5, 3, 4, 1]> = &x + &y;

    // A rank-0 tensor broadcasts with anything, on either side.
    let s = Tensor::<f32, shape![]>::full(2.0);
    let _: Tensor<f32, shape![5, 3, 4, 1]> = &x * &s;
    let _: Tensor<f32, shape![5, 3, 4, 1]> = &s * &x;
    let _: Tensor<f32, shape![]> = &s + &s;

    // Size 0 is an ordinary size: 0 with 1 gives 0.
    let empty = Tensor::<f32, shape![0, 3]>::zeros();
    let column = Tensor::<f32, shape![1, 3]>::zeros();
    let _: Tensor<f32, shape![0, 3]> = &empty - &column;
    let _: Tensor<f32, shape![0, 3]> = &empty + &empty;

    // In place: allowed when the broadcast shape is the shape of x.
    let mut z = Tensor::<f32, shape![5, 3, 4, 1]>::zeros();
    z += &y;
    z -= y.clone();
    z *= &s;
    z /= 2.0;

    // Dyn mixes with static dims: Dyn vs One -> Dyn, Dyn vs D<N> -> D<N>, Dyn vs Dyn -> Dyn.
    let d = Tensor::<f32, shape![dyn, 4]>::zeros_with_dims(&[2, 4]).unwrap();
    let one = Tensor::<f32, shape![1, 1]>::zeros();
    let four = Tensor::<f32, shape![4, 4]>::zeros();
    let _: Tensor<f32, shape![dyn, 4]> = &d + &one;
    let _: Tensor<f32, shape![4, 4]> = four.try_add(&Tensor::<f32, shape![dyn, 4]>::zeros_with_dims(&[1, 4]).unwrap()).unwrap();
    let _: Tensor<f32, shape![dyn, 4]> = &d * &d;
}
