% Binary-operator type errors name logical and char operands as doubles,
% and the matrix operators by their own symbol (shrunk from tests/exprdiff).
function operand_type_names
  try_op(@() 'ab' + {1});
  try_op(@() true + {1});
  try_op(@() [true false] * {1});
  try_op(@() uint8(3) / [true false]);
  try_op(@() int32([1 2]) * 'ab');
  try_op(@() struct() + 'x');
  try_op(@() 2 \ {1});
  try_op(@() int8(1) * int16([1 2]));
  try_op(@() {1} < 2);
  % integers of different classes compare, but never combine
  disp(int8([1 2]) < int32(2))
  disp(int8([1 -2]) == uint16([1 2]))
  try_op(@() int8(1) + int16(1));
  % mappers and reductions on containers
  try_op(@() abs({1}));
  try_op(@() sqrt(struct()));
  try_op(@() sign({1}));
  try_op(@() angle(struct('a', {1, 2})));
  try_op(@() isnan({1}));
  try_op(@() sum({1}));
  try_op(@() cumsum({1}));
  try_op(@() min({1}, 2));
  try_op(@() max(2, struct()));
  try_op(@() nnz({1}));
  try_op(@() nnz(struct()));
end

function try_op(f)
  try
    f()
  catch err
    disp(err.message)
  end
end
