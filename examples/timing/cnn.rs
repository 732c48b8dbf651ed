//! The convolutional nets `train_step_timing` times: issue 40's LeNet and ResNet basic block.

use super::uniform;
use typed_tensor::nn::{BatchNorm2d, Conv2d, Linear, MaxPool2d, Parameters};
use typed_tensor::{shape, Record, Tensor, D};

#[derive(Parameters)]
pub struct LeNet {
    conv1: Conv2d<1, 32, 3, 1, 1>,
    conv2: Conv2d<32, 64, 3, 1, 1>,
    fc1: Linear<3136, 128>,
    fc2: Linear<128, 10>,
}

impl LeNet {
    pub fn new() -> Self {
        let bound = |fan_in: usize| (fan_in as f32).sqrt().recip();
        LeNet {
            conv1: Conv2d::new(uniform(1, bound(9)), Some(uniform(2, bound(9)))),
            conv2: Conv2d::new(uniform(3, bound(288)), Some(uniform(4, bound(288)))),
            fc1: Linear::new(uniform(5, bound(3136)), Some(uniform(6, bound(3136)))),
            fc2: Linear::new(uniform(7, bound(128)), Some(uniform(8, bound(128)))),
        }
    }

    pub fn forward<R: Record<f32>>(
        &self,
        x: &Tensor<f32, shape![64, 1, 28, 28], R>,
    ) -> Tensor<f32, shape![64, 10], R> {
        let h: Tensor<f32, shape![64, 32, 28, 28], R> = self.conv1.forward(x).relu();
        let h: Tensor<f32, shape![64, 32, 14, 14], R> = MaxPool2d::<2>.forward(&h);
        let h: Tensor<f32, shape![64, 64, 14, 14], R> = self.conv2.forward(&h).relu();
        let h: Tensor<f32, shape![64, 64, 7, 7], R> = MaxPool2d::<2>.forward(&h);
        let h = self.fc1.forward(&h.flatten_axes::<1, 3, D<3136>>()).relu();
        self.fc2.forward(&h)
    }
}

/// A ResNet basic block of 64 channels (torchvision's `BasicBlock(64, 64)`): conv 3x3 without
/// bias, batch norm, ReLU, conv, batch norm, the input added, ReLU.
#[derive(Parameters)]
pub struct ResBlock {
    conv1: Conv2d<64, 64, 3, 1, 1>,
    bn1: BatchNorm2d<64>,
    conv2: Conv2d<64, 64, 3, 1, 1>,
    bn2: BatchNorm2d<64>,
}

/// The block's input and output, `[8, 64, 56, 56]`.
pub type Images<R> = Tensor<f32, shape![8, 64, 56, 56], R>;

impl ResBlock {
    pub fn new() -> Self {
        let bound = (576f32).sqrt().recip();
        ResBlock {
            conv1: Conv2d::new(uniform(11, bound), None),
            bn1: BatchNorm2d::new(1e-5, Some(0.1)),
            conv2: Conv2d::new(uniform(12, bound), None),
            bn2: BatchNorm2d::new(1e-5, Some(0.1)),
        }
    }

    pub fn forward<R: Record<f32>>(&self, x: &Images<R>) -> Images<R> {
        let h: Images<R> = self.conv1.forward(x);
        let h: Images<R> = self.conv2.forward(&self.bn1.forward(&h).relu());
        let h = self.bn2.forward(&h);
        (&h + x).relu()
    }
}
