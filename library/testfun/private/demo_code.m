function [code, idx] = demo_code (name)
% The code of the %!demo blocks of NAME's file, concatenated, and where
% each starts (one more element: the end plus one); IDX is -1 when there
% is no such file and [] when it has no demos.
  [blocks, file] = test_blocks (name);
  code = '';
  if (isempty (file))
    idx = -1;
    return;
  end
  blocks = blocks(strcmp ({blocks.kind}, 'demo'));
  idx = [];
  if (isempty (blocks))
    return;
  end
  idx = 1;
  for k = 1:numel (blocks)
    code = [code, blocks(k).code];
    idx(end+1) = numel (code) + 1;
  end
end
