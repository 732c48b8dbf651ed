"""Writes tests/data/nn_layers.safetensors, the fixture of tests/nn.rs: PyTorch modules'
state_dicts under prefixes, their inputs and their outputs (eval mode, float32).

- `pre.`: TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=256, batch_first=True,
  norm_first=True, activation='gelu'); `pre_input` [2, 5, 64]; `pre_output`,
  `pre_output_causal` with the causal mask (is_causal=True), and `pre_output_padded` with
  `src_key_padding_mask=pre_padding` (bool [2, 5]).
- `post.`: TransformerEncoderLayer(d_model=32, nhead=2, dim_feedforward=64, batch_first=True)
  (post-norm, ReLU); `post_input` [3, 4, 32]; `post_output`.
- `stack.`: TransformerEncoder of two such post-norm layers (`stack.layers.0.`, ...);
  `stack_output` of `post_input`.
- `emb.`: Embedding(11, 6); `emb_ids` [2, 3] (int64); `emb_output`.
- `rms.`: RMSNorm(6, eps=1e-6) with a random weight; `rms_output` of `emb_output`.
- `mlp.`: timm-style Mlp (fc1 Linear(6, 12), GELU, fc2 Linear(12, 4)); `mlp_input` [3, 6];
  `mlp_output`.

Run with torch 2.15 and safetensors: python tests/data/nn_reference.py
"""
import pathlib

import torch
from safetensors.torch import save_file

torch.manual_seed(0)
out = {}

def prefixed(prefix, module):
    return {prefix + k: v.detach().clone().contiguous() for k, v in module.state_dict().items()}

with torch.no_grad():
    pre = torch.nn.TransformerEncoderLayer(64, 4, dim_feedforward=256, batch_first=True,
                                           norm_first=True, activation="gelu").eval()
    # Non-trivial norms and biases, so that a wrong name or a swapped parameter shows.
    for p in (pre.norm1.weight, pre.norm2.weight):
        p.uniform_(0.5, 1.5)
    for p in (pre.norm1.bias, pre.norm2.bias, pre.self_attn.in_proj_bias,
              pre.self_attn.out_proj.bias):
        p.uniform_(-0.2, 0.2)
    x = torch.randn(2, 5, 64)
    out.update(prefixed("pre.", pre))
    out["pre_input"] = x
    out["pre_output"] = pre(x)
    mask = torch.nn.Transformer.generate_square_subsequent_mask(5)
    out["pre_output_causal"] = pre(x, src_mask=mask, is_causal=True)
    # With a key padding mask, PyTorch's fast path would return zeros at the padded
    # positions; the reference is the standard path, which computes them like the others.
    torch.backends.mha.set_fastpath_enabled(False)
    padding = torch.tensor([[False] * 5, [False, False, False, True, True]])
    out["pre_padding"] = padding
    out["pre_output_padded"] = pre(x, src_key_padding_mask=padding)
    torch.backends.mha.set_fastpath_enabled(True)

    post = torch.nn.TransformerEncoderLayer(32, 2, dim_feedforward=64, batch_first=True).eval()
    for p in (post.norm1.weight, post.norm2.weight):
        p.uniform_(0.5, 1.5)
    for p in (post.norm1.bias, post.norm2.bias, post.self_attn.in_proj_bias):
        p.uniform_(-0.2, 0.2)
    y = torch.randn(3, 4, 32)
    out.update(prefixed("post.", post))
    out["post_input"] = y
    out["post_output"] = post(y)

    emb = torch.nn.Embedding(11, 6)
    ids = torch.tensor([[3, 0, 10], [3, 7, 1]])
    out.update(prefixed("emb.", emb))
    out["emb_ids"] = ids
    out["emb_output"] = emb(ids)

    rms = torch.nn.RMSNorm(6, eps=1e-6)
    rms.weight.uniform_(0.5, 1.5)
    out.update(prefixed("rms.", rms))
    out["rms_output"] = rms(out["emb_output"])

    stack = torch.nn.TransformerEncoder(
        torch.nn.TransformerEncoderLayer(32, 2, dim_feedforward=64, batch_first=True),
        num_layers=2, enable_nested_tensor=False).eval()
    for layer in stack.layers:
        for p in (layer.norm1.bias, layer.norm2.bias):
            p.uniform_(-0.2, 0.2)
    out.update(prefixed("stack.", stack))
    out["stack_output"] = stack(y)

    class Mlp(torch.nn.Module):
        """timm's Mlp: fc1, GELU, fc2."""

        def __init__(self):
            super().__init__()
            self.fc1, self.act, self.fc2 = torch.nn.Linear(6, 12), torch.nn.GELU(), torch.nn.Linear(12, 4)

        def forward(self, x):
            return self.fc2(self.act(self.fc1(x)))

    mlp = Mlp()
    z = torch.randn(3, 6)
    out.update(prefixed("mlp.", mlp))
    out["mlp_input"] = z
    out["mlp_output"] = mlp(z)

save_file({k: v.contiguous() for k, v in out.items()},
          str(pathlib.Path(__file__).with_name("nn_layers.safetensors")))
