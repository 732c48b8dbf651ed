use typed_tensor::shape;

fn main() {
    let _x: Option<shape![2u8, 3]> = None;
}
