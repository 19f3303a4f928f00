% bitand/bitor/bitxor as bitfcns.cc: a double, single or logical operand
% pairs with another such or an integer (whose class wins); other pairs
% must be one integer class. Complex operands give their real parts,
% values round and saturate, and the sizes match or one is a scalar.
function bitop_operand_types()
  attempt('x = bitand('''', [1 2])');
  attempt('x = bitand(''a'', 1)');
  attempt('x = bitand(-1i, [1 2])');
  attempt('x = bitand(5+5i, int32([1 2]))');
  attempt('x = bitand({}, int32(1))');
  attempt('x = bitand({}, 1)');
  attempt('x = bitand(int8(3), int16(1))');
  attempt('x = bitand(eye(3), [1 2 3])');
  attempt('x = bitand([], [1 2])');
  attempt('x = bitand([], 1)');
  attempt('x = bitand(true, false), class(x)');
  attempt('x = bitand(true, single(3)), class(x)');
  attempt('x = bitand(int8(3), 2.5)');
  attempt('x = bitand(int8(-3), 2.5)');
  attempt('x = bitand(1.5, 3)');
  attempt('x = bitand(uint8(3), -1)');
  attempt('x = bitor(1e20, 1)');
  attempt('x = bitxor(int8([1 2; 3 4]), true)');
  attempt('x = bitand(struct(), 1)');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
