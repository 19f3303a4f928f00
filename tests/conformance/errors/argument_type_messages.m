% Octave's messages for arguments of the wrong type: ismember's
% validsetargs checks, concatenating an array with a struct, char of a
% complex value, size's and cat's DIM, xor's logical conversion,
% circshift's and repmat's cell counts.
function argument_type_messages()
  attempt('x = ismember({''x'', ''yz''}, -[0.5 -1 2])');
  attempt('x = ismember({[1 2; 3 4]}, {[1 2; 3 4]})');
  attempt('x = ismember(''a'', {1})');
  attempt('x = ismember({''a''}, ''a'')');
  attempt('x = ismember(struct(''a'', 1), 1)');
  attempt('x = ismember({}, [])');
  attempt('x = vertcat(uint8(200), struct(''a'', 1))');
  attempt('x = [1, struct(''a'', 1)]');
  attempt('x = [single(1), struct(''a'', 1)]');
  attempt('x = [struct(''a'', 1); uint8(200)]');
  attempt('x = char(2+3i)');
  attempt('x = char([1i 2])');
  attempt('x = size([1 2], '''')');
  attempt('x = size([1 2], {})');
  attempt('x = size([1 2], struct())');
  attempt('x = cat(struct(''a'', 1), 1)');
  attempt('x = cat({1}, 1)');
  attempt('x = cat([], 1)');
  attempt('x = xor(''abc'', 2.5)');
  attempt('x = xor({1}, 1)');
  attempt('x = xor([1 0 1], [1; 0])');
  attempt('x = circshift(uint8(200), {zeros(1, 0), []})');
  attempt('x = circshift([1 2 3], {1})');
  attempt('x = repmat([true false true], {1, ''a'', [1 2]})');
  attempt('x = repmat(5, {})');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
