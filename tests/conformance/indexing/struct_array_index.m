people = struct('name', {'Ann', 'Bob'}, 'age', {31, 45});
people(2).name
people(1).age
