// An embedding looks up indices of rank 1 to 4; a rank-0 index (one token) is rejected with a
// message naming the shape (rustc adds the bound's location, as for an argument's
// bound it always does).
use typed_tensor::nn::Embedding;
use typed_tensor::Tensor;

fn main() {
    let table = Embedding::<10, 4>::new(Tensor::zeros());
    let id = Tensor::<usize, ()>::zeros();
    let _ = table.forward(&id);
}
