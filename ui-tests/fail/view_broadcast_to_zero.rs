use typed_tensor::{shape, Tensor};

fn main() {
    // NumPy: size 0 broadcasts only into 0.
    let x = Tensor::<f32, shape![0]>::zeros();
    let _y = x.expand::<shape![2, 3]>();
}
