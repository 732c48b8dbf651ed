use safetensors::SafeTensors;
use typed_tensor::{shape, Tensor};

fn main() {
    let bytes = std::fs::read("model.safetensors").unwrap();
    let file = SafeTensors::deserialize(&bytes).unwrap();
    let _w = Tensor::<i128, shape![2, 3]>::from_safetensors(&file, "w");
}
