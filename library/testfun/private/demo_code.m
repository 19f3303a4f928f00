function [code, idx] = demo_code (name, caller)
% The code of the %!demo blocks of NAME's file, concatenated, and where
% each starts (one more element: the end plus one).
  blocks = test_blocks (name, caller);
  blocks = blocks(strcmp ({blocks.kind}, 'demo'));
  code = '';
  idx = 1;
  for k = 1:numel (blocks)
    code = [code, blocks(k).code];
    idx(end+1) = numel (code) + 1;
  end
end
