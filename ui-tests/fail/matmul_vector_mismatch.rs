use typed_tensor::{shape, Tensor};

fn main() {
    let m = Tensor::<f32, shape![4, 3]>::zeros();
    let v = Tensor::<f32, shape![4]>::zeros();
    let _y = m.mv(&v);
}
