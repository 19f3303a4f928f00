types = {'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64'};
for k = 1:numel(types)
  v = cast(1, types{k});
  fprintf('%s %d\n', class(v), intmax(types{k}) > 100);
end
