use typed_tensor::{shape, Tensor};

fn main() {
    let x = Tensor::<f32, shape![4]>::zeros();
    let _l = x.logsumexp_keepdim::<1>();
}
